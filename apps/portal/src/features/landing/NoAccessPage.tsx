import { useLocation } from 'react-router-dom';
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { landingPath, NO_ACCESS_PATH } from '@fulfil/domain';
import type { RequestedPageState } from '../../lib/requested-page';
import { useSession } from '../../lib/session';
import { AppLink } from '../../ui/AppLink';
import { Page } from '../../ui/Page';

/**
 * Where an address the person's role may not open ends, with the way to their own start page; and
 * where a role without portal screens, or a store manager without stores, lands.
 */
export function NoAccessPage() {
  const { user } = useSession();
  const refused = (useLocation().state as Partial<RequestedPageState> | null)?.requested;
  const landing = user ? landingPath({ role: user.role, storeCount: user.stores.length }) : NO_ACCESS_PATH;
  if (landing !== NO_ACCESS_PATH)
    return (
      <Page title="No access">
        <MessageBar intent="warning">
          <MessageBarBody>
            <MessageBarTitle>You do not have access to this page</MessageBarTitle>
            {refused ? `${refused} is not open to your role.` : 'This page is not open to your role.'}
          </MessageBarBody>
        </MessageBar>
        <AppLink to={landing}>Go to your start page</AppLink>
      </Page>
    );
  return (
    <Page title="No access">
      <MessageBar intent="warning">
        <MessageBarBody>
          <MessageBarTitle>There is nothing here for you yet</MessageBarTitle>
          Your account has no stores or screens in the admin portal. Ask your administrator to assign you to a
          store.
        </MessageBarBody>
      </MessageBar>
      <AppLink to="/logout">Sign out</AppLink>
    </Page>
  );
}
