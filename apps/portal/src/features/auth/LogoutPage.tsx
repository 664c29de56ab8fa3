import { useEffect } from 'react';
import { useSignOut } from '../../lib/useSignOut';

/** /logout: clears the credentials and shows the login screen. */
export function LogoutPage() {
  const signOut = useSignOut();
  useEffect(() => signOut('/login'), [signOut]);
  return null;
}
