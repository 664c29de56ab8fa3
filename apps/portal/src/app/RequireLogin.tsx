import { useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import {
  guardedPath,
  landingPath,
  NO_ACCESS_PATH,
  SELECT_A_CLIENT_PATH,
  SELECT_A_STORE_PATH,
  sessionIsValid,
} from '@fulfil/domain';
import type { RequestedPageState } from '../lib/requested-page';
import { signInPath, useSession } from '../lib/session';
import { useSessionKeeper } from '../lib/use-session-keeper';
import { writableAt, WriteAccessProvider } from '../lib/write-access';

/**
 * The login-required check and the one route guard: it renders on every location and session
 * change, sends a person without a valid session to sign in, and a page the user may not open yet
 * (or at all) to the one guardedPath settles on — a chooser or the no-access page — so pages
 * themselves never redirect and no two pages send a person back and forth.
 */
export function RequireLogin() {
  const session = useSession();
  const { pathname } = useLocation();
  // The asked-for address goes along with a redirect; one object per address, as <Navigate>
  // navigates again whenever its state changes.
  const requested = useMemo<RequestedPageState>(() => ({ requested: pathname }), [pathname]);
  useSessionKeeper();
  const { user, selection } = session;
  if (!user || !sessionIsValid(session, new Date())) return <Navigate to={signInPath()} replace />;

  const guarded = { role: user.role, claims: user.claims, storeCount: user.stores.length };
  const target = guardedPath(guarded, selection, pathname);
  if (!target) {
    return (
      <WriteAccessProvider value={writableAt(pathname, user, selection)}>
        <Outlet />
      </WriteAccessProvider>
    );
  }
  // The no-access page names the address it refused; a chooser standing in for a page a link asked
  // for says which and opens it after. The landing page after sign-in needs no such word.
  const choosing =
    (target === SELECT_A_CLIENT_PATH || target === SELECT_A_STORE_PATH) && pathname !== landingPath(guarded);
  return (
    <Navigate to={target} replace state={choosing || target === NO_ACCESS_PATH ? requested : undefined} />
  );
}
