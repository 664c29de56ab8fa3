import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { adminPortalRefusal, initialSelection, landingPath } from '@fulfil/domain';
import type { SessionUserFragment } from '../../gql/graphql';
import { setCredentials, setSelection } from '../../lib/session';

/** A login answer, from a password or from an identity provider's access token. */
interface LoginAnswer {
  token?: string | null;
  expiresAt?: string | null;
  user?: SessionUserFragment | null;
  errors: readonly { message: string }[];
}

/**
 * Takes a login answer: keeps the session, chooses the role's first client and store and lands by
 * role; or answers why not (the server's first message, else `noMessage`).
 */
export function useCompleteSignIn(): (answer: LoginAnswer | undefined, noMessage: string) => string | null {
  const navigate = useNavigate();
  return useCallback(
    (answer, noMessage) => {
      if (!answer?.token || !answer.expiresAt || !answer.user) return answer?.errors[0]?.message ?? noMessage;
      // The gateway refuses these too; checking here keeps the rule in force whatever answers.
      const refusal = adminPortalRefusal(answer.user);
      if (refusal) return refusal;
      const storeIds = answer.user.stores.map((store) => store.id);
      setCredentials({ token: answer.token, expiresAt: answer.expiresAt, user: answer.user });
      setSelection(
        initialSelection({ role: answer.user.role, clientId: answer.user.clientId ?? null, storeIds }),
      );
      void navigate(landingPath({ role: answer.user.role, storeCount: storeIds.length }), { replace: true });
      return null;
    },
    [navigate],
  );
}
