import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { AppLink } from '../../ui/AppLink';
import { AuthLayout } from '../../ui/AuthLayout';

/** /resetPassword?t=&email=: reached from the reset e-mail without signing in; not offered yet. */
export function ResetPasswordPage() {
  return (
    <AuthLayout title="Reset your password">
      <MessageBar intent="info">
        <MessageBarBody>
          <MessageBarTitle>This screen is not available yet</MessageBarTitle>
          Choosing a new password from a reset link will be possible here.
        </MessageBarBody>
      </MessageBar>
      <AppLink to="/login">Back to sign in</AppLink>
    </AuthLayout>
  );
}
