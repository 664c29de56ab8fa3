import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { TypedDocumentNode } from '@apollo/client';
import { REPORT_MESSAGES } from '@fulfil/domain';
import type { ReportRunInput } from '../gql/graphql';

/** Where a report run stands: not run, running, refused or empty (the spec's messages), or shown. */
export type ReportOutcome<Shown> =
  | { state: 'idle' | 'running' }
  | { state: 'failed' | 'empty'; message: string }
  | { state: 'shown'; shown: Shown };

/**
 * Runs a report query and reads its answer with `read`: the shown result, or null when it holds no
 * data. A failed call or an unsuccessful answer says 'There was an Error getting the report data!'.
 * Runs are not cached: each run reads the orders as they are now, and a large table would only
 * weigh on the cache.
 */
export function useReportRun<Data, Shown>(
  document: TypedDocumentNode<Data, { run: ReportRunInput }>,
  read: (data: Data, run: ReportRunInput) => { isSuccess: boolean; shown: Shown | null },
): [ReportOutcome<Shown>, (run: ReportRunInput) => Promise<void>, () => void] {
  const apollo = useApolloClient();
  const [outcome, setOutcome] = useState<ReportOutcome<Shown>>({ state: 'idle' });
  const run = async (variables: ReportRunInput) => {
    setOutcome({ state: 'running' });
    const answer = await apollo
      .query({ query: document, variables: { run: variables }, fetchPolicy: 'no-cache' })
      .catch(() => null);
    const result = answer?.data ? read(answer.data, variables) : null;
    if (!result?.isSuccess) setOutcome({ state: 'failed', message: REPORT_MESSAGES.failed });
    else if (result.shown === null) setOutcome({ state: 'empty', message: REPORT_MESSAGES.noData });
    else setOutcome({ state: 'shown', shown: result.shown });
  };
  return [outcome, run, () => setOutcome({ state: 'idle' })];
}

/** The spec's message of a failed or empty run, announced. */
export function ReportNotice({ outcome }: { outcome: ReportOutcome<unknown> }) {
  if (outcome.state !== 'failed' && outcome.state !== 'empty') return null;
  return (
    <MessageBar intent={outcome.state === 'failed' ? 'error' : 'info'} role="alert">
      <MessageBarBody>{outcome.message}</MessageBarBody>
    </MessageBar>
  );
}
