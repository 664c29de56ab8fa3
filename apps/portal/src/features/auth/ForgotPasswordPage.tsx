import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { AppLink } from '../../ui/AppLink';
import { AuthLayout } from '../../ui/AuthLayout';

/** /forgotyourpassword: reached without signing in; the reset e-mail request is not offered yet. */
export function ForgotPasswordPage() {
  return (
    <AuthLayout title="Forgot your password?">
      <MessageBar intent="info">
        <MessageBarBody>
          <MessageBarTitle>This screen is not available yet</MessageBarTitle>
          Requesting a password reset e-mail will be possible here. Until then, ask your administrator to
          reset your password.
        </MessageBarBody>
      </MessageBar>
      <AppLink to="/login">Back to sign in</AppLink>
    </AuthLayout>
  );
}
