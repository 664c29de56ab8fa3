import { MessageBar, MessageBarBody } from '@fluentui/react-components';

/** Why the last save failed, above a form's fields; nothing while there is no failure. */
export function FailureNotice({ failure }: { failure: string | null }) {
  if (!failure) return null;
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>{failure}</MessageBarBody>
    </MessageBar>
  );
}
