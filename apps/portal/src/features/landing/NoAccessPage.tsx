import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { AppLink } from '../../ui/AppLink';
import { Page } from '../../ui/Page';

/** Where a role without portal screens, or a store manager without stores, lands. */
export function NoAccessPage() {
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
