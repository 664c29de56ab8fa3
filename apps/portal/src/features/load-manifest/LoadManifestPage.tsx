import { useState } from 'react';
import { makeStyles, MessageBar, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { documentFailureMessage, formatDisplayDate, LOAD_MANIFEST_TITLE } from '@fulfil/domain';
import { LoadManifestDocument, ManifestLoadsDocument } from '../../gql/graphql';
import { useSession } from '../../lib/session';
import { AlertDialog } from '../../ui/AlertDialog';
import { ChooserDialog } from '../../ui/ChooserDialog';
import { forChosenClient, forChosenStore } from '../../ui/for-chosen';
import { Page } from '../../ui/Page';
import { SafeHtml } from '../../ui/SafeHtml';
import { useDocumentWindow } from '../../ui/use-document-window';

const useStyles = makeStyles({
  preview: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalL,
    overflowX: 'auto',
  },
});

/** A store's loads, or with no store all the client's (the client screen: store 0 in the contract). */
function LoadManifestScreen({ clientId, storeId }: { clientId: string; storeId: string | null }) {
  const styles = useStyles();
  const apollo = useApolloClient();
  const [loadId, setLoadId] = useState<string | null>(null);
  const manifest = useDocumentWindow();
  const { data, loading, error } = useQuery(ManifestLoadsDocument, { variables: { clientId, storeId } });
  const list = data?.loadManifestLoads;
  const options = (list?.loads ?? []).map((load) => ({
    id: load.id,
    name: `${load.id} · departs ${formatDisplayDate(load.departsAt)}`,
  }));

  const choose = (id: string) => {
    setLoadId(id);
    void manifest.open(`${LOAD_MANIFEST_TITLE} ${id}`, async () => {
      const { data: read } = await apollo.query({
        query: LoadManifestDocument,
        variables: { loadId: id },
        fetchPolicy: 'network-only',
      });
      return read?.loadManifest;
    });
  };

  let state = null;
  if (error)
    state = (
      <MessageBar intent="error">
        <MessageBarBody>The loads could not be read.</MessageBarBody>
      </MessageBar>
    );
  else if (list && (list.errors.length > 0 || list.loads.length === 0))
    state = (
      <MessageBar intent={list.errors.length ? 'error' : 'info'}>
        <MessageBarBody>{documentFailureMessage({ ...list, responseMessage: list.message })}</MessageBarBody>
      </MessageBar>
    );

  return (
    <Page title={LOAD_MANIFEST_TITLE}>
      <Text as="p">Choose a load to open its manifest in a new window.</Text>
      <ChooserDialog
        label="Load"
        plural="loads"
        selectedId={loadId}
        options={options}
        loading={loading && !data}
        onSelect={choose}
        onClear={() => setLoadId(null)}
      />
      {manifest.opening && <Spinner size="tiny" label="Opening the manifest…" />}
      {state}
      {manifest.shown && (
        <section aria-label={`${LOAD_MANIFEST_TITLE} ${loadId ?? ''}`} className={styles.preview}>
          <SafeHtml html={manifest.shown} />
        </section>
      )}
      <AlertDialog alert={manifest.alert} onClose={manifest.closeAlert} />
    </Page>
  );
}

/** /client/loadmanifest: the loads of every store of the chosen client. */
export const ClientLoadManifestPage = forChosenClient(({ clientId }) => (
  <LoadManifestScreen clientId={clientId} storeId={null} />
));

/** /store/loadmanifest: the loads of the chosen store. */
export const StoreLoadManifestPage = forChosenStore(function StoreLoads({ storeId }) {
  const { selection, user } = useSession();
  return <LoadManifestScreen clientId={selection.clientId ?? user?.clientId ?? ''} storeId={storeId} />;
});
