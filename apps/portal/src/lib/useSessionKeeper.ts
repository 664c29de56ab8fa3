import { useEffect } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { SESSION_CHECK_INTERVAL_MS, refreshDelayMs, sessionIsValid } from '@fulfil/domain';
import { RefreshTokenDocument } from '../gql/graphql';
import { getSession, setCredentials, useSession } from './session';
import { useSignOut } from './useSignOut';

/**
 * Keeps a signed-in session alive: checks it every SESSION_CHECK_INTERVAL_MS and signs out when it is
 * no longer valid, and refreshes the token shortly before it expires.
 */
export function useSessionKeeper(): void {
  const client = useApolloClient();
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
          const { data } = await client.mutate({ mutation: RefreshTokenDocument });
          const answer = data?.refreshToken;
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
  }, [client, expiresAt, loggedIn, signOut]);
}
