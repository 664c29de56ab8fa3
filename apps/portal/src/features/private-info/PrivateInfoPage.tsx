import { Button, makeStyles, MessageBar, MessageBarBody, Spinner, tokens } from '@fluentui/react-components';
import { useQuery, useSubscription } from '@apollo/client/react';
import { PrivateInfoEventsDocument, PrivateInfoSettingsDocument } from '../../gql/graphql';
import { byOther } from '../../lib/session';
import { forChosenClient } from '../../ui/for-chosen';
import { useAnnounce } from '../../ui/LiveAnnouncer';
import { Page } from '../../ui/Page';
import { RoleSettingsCard } from './RoleSettingsCard';

const useStyles = makeStyles({
  roles: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** /client/privateinfo: for each listed role, which customer fields it sees (spec 3). */
function PrivateInfoScreen({ clientId }: { clientId: string }) {
  const styles = useStyles();
  const announce = useAnnounce();
  const { data, loading, error, refetch } = useQuery(PrivateInfoSettingsDocument, {
    variables: { clientId },
  });
  useSubscription(PrivateInfoEventsDocument, {
    variables: { clientId },
    ignoreResults: true,
    onData: ({ client, data: { data: heard } }) => {
      const event = heard?.clientEvents;
      if (event?.__typename !== 'PrivateInfoSettingsChanged') return;
      client.cache.writeQuery({
        query: PrivateInfoSettingsDocument,
        variables: { clientId },
        data: { privateInfoSettings: event.privateInfoSettings },
      });
      if (byOther(event.actor))
        announce(`${event.actor.displayName} changed the private information settings.`);
    },
  });
  const roles = data?.privateInfoSettings.roles;
  return (
    <Page title="Private information">
      {error && !roles ? (
        <MessageBar intent="error">
          <MessageBarBody>
            The private information settings could not be loaded.{' '}
            <Button appearance="transparent" onClick={() => void refetch()}>
              Retry
            </Button>
          </MessageBarBody>
        </MessageBar>
      ) : loading && !roles ? (
        <Spinner label="Loading private information settings…" />
      ) : (
        <div className={styles.roles}>
          {roles?.map((row) => (
            <RoleSettingsCard key={row.role} clientId={clientId} row={row} />
          ))}
        </div>
      )}
    </Page>
  );
}

export const PrivateInfoPage = forChosenClient(PrivateInfoScreen);
