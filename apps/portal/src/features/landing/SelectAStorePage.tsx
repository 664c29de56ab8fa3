import { Text } from '@fluentui/react-components';
import { Page } from '../../ui/Page';

/** Shown when a store screen is opened before a store is chosen. */
export function SelectAStorePage() {
  return (
    <Page title="Select a store">
      <Text as="p">
        Choose a store with the Store chooser at the top of the page to see its dashboard and settings.
      </Text>
    </Page>
  );
}
