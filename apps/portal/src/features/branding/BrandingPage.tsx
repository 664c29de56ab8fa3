import { useSubscription } from '@apollo/client/react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { LogoEventsDocument } from '../../gql/graphql';
import { byOther } from '../../lib/session';
import { forChosenClient } from '../../ui/for-chosen';
import { useAnnounce } from '../../ui/LiveAnnouncer';
import { Page } from '../../ui/Page';
import { LogoCard } from './LogoCard';
import { storeLogo } from './logo-cache';

const useStyles = makeStyles({
  cards: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
});

/** Shows other admins' logo changes at once: the event carries the stored image. */
function useLogoEvents(clientId: string): void {
  const announce = useAnnounce();
  useSubscription(LogoEventsDocument, {
    variables: { clientId },
    ignoreResults: true,
    onData: ({ client, data }) => {
      const event = data.data?.clientEvents;
      if (event?.__typename !== 'LogoChanged') return;
      storeLogo(client.cache, clientId, event.kind, event.logo ?? null);
      if (byOther(event.actor)) announce(`${event.actor.displayName} changed the ${event.kind} logo.`);
    },
  });
}

function Branding({ clientId }: { clientId: string }) {
  const styles = useStyles();
  useLogoEvents(clientId);
  return (
    <Page title="Branding">
      <div className={styles.cards}>
        <LogoCard clientId={clientId} kind="app" title="App logo" />
        <LogoCard clientId={clientId} kind="report" title="Report logo" />
      </div>
    </Page>
  );
}

/** /client/branding: the chosen client's app logo and report logo. */
export const BrandingPage = forChosenClient(Branding);
