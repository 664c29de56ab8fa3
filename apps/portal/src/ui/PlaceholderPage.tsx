import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { Page } from './Page';

/** Stands in for a screen of the route table that has not been built, so no address shows a blank page. */
export function PlaceholderPage({ title, purpose }: { title: string; purpose: string }) {
  return (
    <Page title={title}>
      <MessageBar intent="info" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>This screen is not available yet</MessageBarTitle>
          {purpose} It will appear here in a later release of the portal.
        </MessageBarBody>
      </MessageBar>
    </Page>
  );
}
