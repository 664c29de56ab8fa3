import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApolloClient } from '@apollo/client/react';
import { clearCredentials, signInPath } from './session';

/** Clears the credentials and cached data and goes to the sign-in page (or the one given). */
export function useSignOut(): (target?: string) => void {
  const navigate = useNavigate();
  const client = useApolloClient();
  return useCallback(
    (target?: string) => {
      const destination = target ?? signInPath();
      clearCredentials();
      // clearStore, not resetStore: nothing should refetch once the token is gone.
      void client.clearStore();
      void navigate(destination, { replace: true });
    },
    [client, navigate],
  );
}
