import { useCallback, useEffect } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { SESSION_CHECK_INTERVAL_MS, refreshDelayMs, sessionIsValid } from '@fulfil/domain';
import { LoginWithAccessTokenDocument, RefreshTokenDocument } from '../gql/graphql';
import { refreshAtProvider } from './identity-provider';
import {
  getSession,
  rememberSsoClientId,
  renewCredentials,
  ssoSession,
  storedTokenIs,
  useSession,
  type SsoSession,
} from './session';
import { leaveSignOutNotice, SIGN_OUT_NOTICES } from './sign-out-notice';
import { useSignOut } from './use-sign-out';

/**
 * Keeps a signed-in session alive: checks it every SESSION_CHECK_INTERVAL_MS and signs out when it is
 * no longer valid, and refreshes the token shortly before it expires — for a single-sign-on session
 * at the identity provider first, so a person the provider no longer accepts is signed out. A
 * refresh that ends after the session ended or was renewed in another tab changes nothing: this tab
 * follows the stored session (see session.ts).
 */
export function useSessionKeeper(): void {
  const client = useApolloClient();

  const refresh = useCallback(async () => {
    const sso = ssoSession();
    if (!sso?.refreshToken)
      return { answer: (await client.mutate({ mutation: RefreshTokenDocument })).data?.refreshToken };
    const tokens = await refreshAtProvider({ ...sso, refreshToken: sso.refreshToken });
    const renewedSso: SsoSession = { ...sso, ...tokens, idToken: tokens.idToken ?? sso.idToken };
    const { data } = await client.mutate({
      mutation: LoginWithAccessTokenDocument,
      variables: { clientId: sso.clientId, accessToken: tokens.accessToken },
    });
    return { answer: data?.loginWithAccessToken, sso: renewedSso };
  }, [client]);
  const signOut = useSignOut();
  const { expiresAt, loggedIn } = useSession();

  // A session ended here or in another tab leaves no data of it behind.
  useEffect(() => {
    if (loggedIn < 1) void client.clearStore();
  }, [client, loggedIn]);

  useEffect(() => {
    if (loggedIn < 1) return;
    const timer = setInterval(() => {
      if (sessionIsValid(getSession(), new Date())) return;
      leaveSignOutNotice(SIGN_OUT_NOTICES.expired);
      signOut();
    }, SESSION_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [loggedIn, signOut]);

  useEffect(() => {
    if (loggedIn < 1 || !expiresAt) return;
    const renew = async () => {
      const renewing = getSession().token;
      try {
        const { answer, sso } = await refresh();
        if (answer?.token && answer.expiresAt && answer.user) {
          renewCredentials(
            renewing,
            { token: answer.token, expiresAt: answer.expiresAt, user: answer.user },
            sso,
          );
          return;
        }
      } catch {
        // A transport failure is a failed refresh too.
      }
      if (!storedTokenIs(renewing)) return;
      // A failed refresh leads to the sign-in button of the person's own client (spec 1 section 4).
      const sso = ssoSession();
      if (sso) rememberSsoClientId(sso.clientId);
      leaveSignOutNotice(SIGN_OUT_NOTICES.notRenewed);
      signOut(sso ? '/loginwithbutton' : undefined);
    };
    const timer = setTimeout(() => void renew(), refreshDelayMs(expiresAt, new Date()));
    return () => clearTimeout(timer);
  }, [refresh, expiresAt, loggedIn, signOut]);
}
