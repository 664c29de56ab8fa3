import { Navigate, useSearchParams } from 'react-router-dom';
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { signInPath } from '../../lib/session';
import { AppLink } from '../../ui/AppLink';
import { AuthLayout } from '../../ui/AuthLayout';

/**
 * The single-sign-on callback. Without a code it returns to sign-in (spec 1); the code exchange needs
 * the client's login settings, which the GraphQL contract does not offer yet, so a code cannot be
 * validated here.
 */
export function OAuthLoginPage() {
  const [params] = useSearchParams();
  if (!params.get('code')) return <Navigate to={signInPath()} replace />;
  return (
    <AuthLayout title="Single sign-on">
      <MessageBar intent="error">
        <MessageBarBody>Your credentials could not be validated in the portal.</MessageBarBody>
      </MessageBar>
      <AppLink to="/login">Sign in with email and password</AppLink>
    </AuthLayout>
  );
}
