import { useEffect, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { SSO_MESSAGES } from '@fulfil/domain';
import { LoginWithAccessTokenDocument } from '../../gql/graphql';
import { setSsoSession, signInPath } from '../../lib/session';
import { AppLink } from '../../ui/AppLink';
import { AuthLayout } from '../../ui/AuthLayout';
import { exchangeCode, takePendingSignIn } from './sso-flow';
import { useCompleteSignIn } from './use-complete-sign-in';

/**
 * /oauthlogin, where the identity provider sends the browser back: the code is exchanged for the
 * provider's tokens and the access token for a portal session. Without a code it returns to sign-in.
 */
export function OAuthLoginPage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const state = params.get('state');
  const [failure, setFailure] = useState<string | null>(null);
  const [loginWithAccessToken] = useMutation(LoginWithAccessTokenDocument);
  const completeSignIn = useCompleteSignIn();
  // A code can be exchanged once; a second run of the effect (strict mode) must not try again.
  const started = useRef(false);

  useEffect(() => {
    if (!code || started.current) return;
    started.current = true;
    const signIn = async () => {
      const pending = takePendingSignIn(state);
      if (!pending) return SSO_MESSAGES.credentialsNotValidated;
      const tokens = await exchangeCode(pending, code);
      const { data } = await loginWithAccessToken({
        variables: { clientId: pending.clientId, accessToken: tokens.accessToken },
      });
      const refusal = completeSignIn(data?.loginWithAccessToken, SSO_MESSAGES.credentialsNotValidated);
      if (!refusal)
        setSsoSession({
          clientId: pending.clientId,
          appId: pending.appId,
          accessTokenEndpoint: pending.accessTokenEndpoint,
          logoutEndpoint: pending.logoutEndpoint,
          ...tokens,
        });
      return refusal;
    };
    signIn().then(setFailure, () => setFailure(SSO_MESSAGES.credentialsNotValidated));
  }, [code, state, loginWithAccessToken, completeSignIn]);

  if (!code) return <Navigate to={signInPath()} replace />;
  return (
    <AuthLayout title="Single sign-on">
      {failure ? (
        <>
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{failure}</MessageBarBody>
          </MessageBar>
          <AppLink to="/loginwithbutton">Try again</AppLink>
          <AppLink to="/login">Sign in with email and password</AppLink>
        </>
      ) : (
        <Spinner label="Signing you in…" />
      )}
    </AuthLayout>
  );
}
