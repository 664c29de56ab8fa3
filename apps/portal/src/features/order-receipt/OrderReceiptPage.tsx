import { useState, type FormEvent } from 'react';
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useApolloClient, useQuery } from '@apollo/client/react';
import {
  choosesReportStore,
  ORDER_DOCUMENT_MESSAGES,
  receiptRequestProblem,
  SHOPPED_ORDER_SUMMARY_TITLE,
} from '@fulfil/domain';
import { ChooserStoresDocument, OrderReceiptDocument } from '../../gql/graphql';
import { useRememberedChoice } from '../../lib/remembered-choice';
import { useSession } from '../../lib/session';
import { AlertDialog } from '../../ui/AlertDialog';
import { forChosenClient } from '../../ui/for-chosen';
import { Page } from '../../ui/Page';
import { SafeHtml } from '../../ui/SafeHtml';
import { SelectField } from '../../ui/SelectField';
import { useDocumentWindow } from '../../ui/use-document-window';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    alignItems: 'flex-end',
    flexWrap: 'wrap',
    maxWidth: '720px',
  },
  field: { minWidth: '240px' },
  preview: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalL,
    overflowX: 'auto',
  },
});

/**
 * /client/orderreceipt: the shopped order summary of an order, by its source key, opened in a window
 * titled "Shopped Order Summary" and shown below as well (where a browser blocks new windows).
 */
function OrderReceiptScreen({ clientId }: { clientId: string }) {
  const styles = useStyles();
  const { user, selection } = useSession();
  const managesClient = choosesReportStore(user?.role ?? '');
  const [rememberedStore, setRememberedStore] = useRememberedChoice('receiptStore', selection.storeId);
  const storeId = managesClient ? rememberedStore : selection.storeId;
  const [sourceKey, setSourceKey] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const stores = useQuery(ChooserStoresDocument, { variables: { clientId }, skip: !managesClient });
  const apollo = useApolloClient();
  const receipt = useDocumentWindow();

  const open = (event: FormEvent) => {
    event.preventDefault();
    const refusal = receiptRequestProblem(storeId, sourceKey);
    setProblem(refusal);
    if (refusal || !storeId) return;
    void receipt.open(SHOPPED_ORDER_SUMMARY_TITLE, async () => {
      const { data } = await apollo.query({
        query: OrderReceiptDocument,
        variables: { storeId, orderSourceKey: sourceKey.trim() },
        fetchPolicy: 'network-only',
      });
      return data?.shoppedOrderSummary;
    });
  };

  return (
    <Page title="Order Receipt">
      <form className={styles.form} onSubmit={open} noValidate>
        {managesClient && (
          <div className={styles.field}>
            <SelectField
              label="Store"
              required
              value={storeId ?? ''}
              placeholder={stores.loading ? '(Loading)' : '(Choose)'}
              choices={(stores.data?.stores ?? []).map((store) => ({ id: store.id, label: store.name }))}
              onChange={(id) => setRememberedStore(id || null)}
              validationMessage={problem === ORDER_DOCUMENT_MESSAGES.storeRequired ? problem : undefined}
            />
          </div>
        )}
        <Field
          className={styles.field}
          label="Order Source Key"
          required
          validationMessage={problem === ORDER_DOCUMENT_MESSAGES.sourceKeyRequired ? problem : undefined}
        >
          <Input value={sourceKey} onChange={(_event, data) => setSourceKey(data.value)} />
        </Field>
        <Button type="submit" appearance="primary" disabled={receipt.opening}>
          {receipt.opening ? 'Opening…' : 'Open Summary'}
        </Button>
      </form>
      {receipt.shown && (
        <section aria-label={SHOPPED_ORDER_SUMMARY_TITLE} className={styles.preview}>
          <SafeHtml html={receipt.shown} />
        </section>
      )}
      <AlertDialog alert={receipt.alert} onClose={receipt.closeAlert} />
    </Page>
  );
}

export const OrderReceiptPage = forChosenClient(OrderReceiptScreen);
