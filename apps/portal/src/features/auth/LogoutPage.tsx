import { useEffect } from 'react';
import { ssoSession } from '../../lib/session';
import { useSignOut } from '../../lib/use-sign-out';
import { endSessionUrl } from './sso-flow';

/**
 * /logout: clears the credentials and shows the login screen. A single-sign-on session also ends at
 * the provider, which sends the browser back to /loginwithbutton; without a usable logout endpoint
 * the browser stays there.
 */
export function LogoutPage() {
  const signOut = useSignOut();
  useEffect(() => {
    const sso = ssoSession();
    if (!sso) return signOut('/login');
    signOut('/loginwithbutton');
    const url = endSessionUrl(sso.logoutEndpoint, sso.idToken);
    if (url) window.location.assign(url);
  }, [signOut]);
  return null;
}
