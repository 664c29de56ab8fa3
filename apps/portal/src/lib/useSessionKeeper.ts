import { useCallback, useEffect } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { SESSION_CHECK_INTERVAL_MS, refreshDelayMs, sessionIsValid } from '@fulfil/domain';
import { LoginWithAccessTokenDocument, RefreshTokenDocument } from '../gql/graphql';
import { refreshAtProvider } from './identityProvider';
import { getSession, setCredentials, setSsoSession, ssoSession, useSession } from './session';
import { useSignOut } from './useSignOut';

/**
 * Keeps a signed-in session alive: checks it every SESSION_CHECK_INTERVAL_MS and signs out when it is
 * no longer valid, and refreshes the token shortly before it expires — for a single-sign-on session
 * at the identity provider first, so a person the provider no longer accepts is signed out.
 */
export function useSessionKeeper(): void {
  const client = useApolloClient();

  const refresh = useCallback(async () => {
    const sso = ssoSession();
    if (!sso?.refreshToken)
      return (await client.mutate({ mutation: RefreshTokenDocument })).data?.refreshToken;
    const tokens = await refreshAtProvider({ ...sso, refreshToken: sso.refreshToken });
    setSsoSession({ ...sso, ...tokens, idToken: tokens.idToken ?? sso.idToken });
    const { data } = await client.mutate({
      mutation: LoginWithAccessTokenDocument,
      variables: { clientId: sso.clientId, accessToken: tokens.accessToken },
    });
    return data?.loginWithAccessToken;
  }, [client]);
  const signOut = useSignOut();
  const { expiresAt, loggedIn } = useSession();

  useEffect(() => {
    if (loggedIn < 1) return;
    const timer = setInterval(() => {
      if (!sessionIsValid(getSession(), new Date())) signOut();
    }, SESSION_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [loggedIn, signOut]);

  useEffect(() => {
    if (loggedIn < 1 || !expiresAt) return;
    const timer = setTimeout(
      async () => {
        try {
          const answer = await refresh();
          if (answer?.token && answer.expiresAt && answer.user) {
            setCredentials({ token: answer.token, expiresAt: answer.expiresAt, user: answer.user });
            return;
          }
        } catch {
          // A transport failure is a failed refresh too.
        }
        signOut();
      },
      refreshDelayMs(expiresAt, new Date()),
    );
    return () => clearTimeout(timer);
  }, [refresh, expiresAt, loggedIn, signOut]);
}
