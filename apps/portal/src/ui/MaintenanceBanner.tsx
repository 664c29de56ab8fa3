import { MessageBar, MessageBarBody } from '@fluentui/react-components';

/**
 * The planned-maintenance banner. It is always rendered and hidden unless maintenance is announced,
 * so announcing it is a flag, not a release.
 */
export function MaintenanceBanner({ active }: { active: boolean }) {
  return (
    // The wrapper carries `hidden`: MessageBar's own display style would override the attribute.
    <div hidden={!active}>
      <MessageBar intent="warning" layout="singleline">
        <MessageBarBody>Site Maintenance</MessageBarBody>
      </MessageBar>
    </div>
  );
}
