import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { landingPath, MENU, sessionIsValid, visibleMenu } from '@fulfil/domain';
import { signInPath, useSession } from '../lib/session';
import { useSessionKeeper } from '../lib/useSessionKeeper';

/**
 * The login-required check: it renders on every location change inside the shell, and without a
 * valid session sends the person to sign in. An admin-area address the menu does not offer the user
 * leads to their landing page instead of a screen the gateway would refuse.
 */
export function RequireLogin() {
  const session = useSession();
  const { pathname } = useLocation();
  useSessionKeeper();
  const { user, selection } = session;
  if (!user || !sessionIsValid(session, new Date())) return <Navigate to={signInPath()} replace />;

  const adminItem = MENU.find((item) => item.group === 'admin' && item.path === pathname);
  if (adminItem && !visibleMenu(user, selection).includes(adminItem)) {
    return <Navigate to={landingPath({ role: user.role, storeCount: user.stores.length })} replace />;
  }
  return <Outlet />;
}
