import { useState } from 'react';
import type { ErrorLike } from '@apollo/client';
import { errorMessage, RefusedError, type Refusal } from '../lib/errors';
import type { Alert } from './AlertDialog';

export type RowAction = 'create' | 'update' | 'delete';

/** A create, save or delete that did not go through. */
export interface RowFailure {
  action: RowAction;
  /** Refused by the screen's own check before sending, refused by the server, or the call failed. */
  kind: 'invalid' | 'refused' | 'failed';
  /** The refusal's messages, by field; none when the call failed. */
  refusals: readonly Refusal[];
  /** What a person reads: the refusal's messages, one a line, or why the call failed. */
  message: string;
}

/** An outcome said above the page's list, in the screen's own words. */
export interface PageNotice {
  intent: 'success' | 'error';
  text: string;
}

/** Where a screen says a failure: above the form's fields, in an alert, beside the fields, or on the page. */
export interface Said {
  notice?: string;
  alert?: Alert;
  refusals?: readonly Refusal[];
  page?: PageNotice;
}

/** A refusal of the screen's own check, made before anything is sent. */
export class InvalidDraft extends RefusedError {}

function failureOf(action: RowAction, error: unknown): RowFailure {
  const refused = error instanceof RefusedError;
  return {
    action,
    kind: error instanceof InvalidDraft ? 'invalid' : refused ? 'refused' : 'failed',
    refusals: refused ? error.refusals : [],
    message: errorMessage(error as ErrorLike),
  };
}

const aboveTheFields = ({ message }: RowFailure): Said => ({ notice: message });

/**
 * What a row form says of its failures, as the screen words them (`say`, by default the message above
 * the fields). Each place keeps the last thing said there until the next attempt is sent; what is said
 * on the page goes to `notify`.
 */
export function useRowFailures(
  say: ((failure: RowFailure) => Said) | undefined,
  notify: (notice: PageNotice) => void,
) {
  const [said, setSaid] = useState<Said>({});
  return {
    said,
    fail: (action: RowAction, error: unknown) => {
      const next = (say ?? aboveTheFields)(failureOf(action, error));
      if (next.page) notify(next.page);
      setSaid((last) => ({ ...last, ...next }));
    },
    /** An attempt is being sent: what was said of the last one no longer holds. */
    clear: () => setSaid({}),
    dismissAlert: () => setSaid((last) => ({ ...last, alert: undefined })),
  };
}
