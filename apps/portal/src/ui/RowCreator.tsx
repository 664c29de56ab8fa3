import type { ReactNode } from 'react';
import { Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useCreation } from '../lib/use-creation';
import { AlertDialog } from './AlertDialog';
import { FailureNotice } from './FailureNotice';
import { InvalidDraft, useRowFailures, type PageNotice } from './row-failures';
import type { ClientRow, RowListState } from './row-list';

interface RowCreatorProps<Row extends ClientRow, Values> {
  list: RowListState<Row, Values>;
  notify: (notice: PageNotice) => void;
}

/** The new-row form of a row list, in the detail panel or, with `createsInDialog`, in a dialog over the list. */
export function RowCreator<Row extends ClientRow, Values>({
  list: { screen, writes, panel },
  notify,
}: RowCreatorProps<Row, Values>) {
  const { form: Form, notices } = screen;
  const failures = useRowFailures(screen.say, notify);
  const creation = useCreation({
    initial: () => screen.valuesOf(null),
    create: async (values) => {
      const refusals = screen.check?.(values, 'create') ?? [];
      if (refusals.length > 0) throw new InvalidDraft(refusals);
      failures.clear();
      return (await writes.create(values)).id;
    },
    onCreated: (id) => {
      if (!notices) {
        panel.open(id);
        return;
      }
      notify({ intent: 'success', text: notices.create });
      panel.close();
    },
    onError: (error) => failures.fail('create', error),
  });
  const close = () => {
    creation.reset();
    failures.clear();
    panel.close();
  };

  const { notice, alert, refusals = [] } = failures.said;
  const { values, onChange, ...submit } = creation.form;
  const failure = <FailureNotice failure={notice ?? null} />;
  const acknowledge = <AlertDialog alert={alert ?? null} onClose={failures.dismissAlert} />;
  const form = (above?: ReactNode) => (
    <Form
      values={values}
      onChange={onChange}
      frame={{ ...submit, onCancel: close, notice: above }}
      refusals={refusals}
    />
  );
  if (!screen.createsInDialog) {
    return (
      <>
        {form(failure)}
        {acknowledge}
      </>
    );
  }
  return (
    <Dialog open={panel.creating} onOpenChange={(_event, data) => !data.open && !submit.saving && close()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{`New ${screen.noun}`}</DialogTitle>
          <DialogContent>
            {/* Said inside the dialog: the page's notices would sit behind its overlay. */}
            {failure}
            {form()}
            {/* Nested, so that acknowledging it does not count as a click outside the dialog. */}
            {acknowledge}
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
