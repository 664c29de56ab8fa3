import { Navigate } from 'react-router-dom';
import { landingPath, sessionIsValid } from '@fulfil/domain';
import { signInPath, useSession } from '../lib/session';

/** `/`: a signed-in person's landing page; anyone else signs in first. */
export function HomeRedirect() {
  const session = useSession();
  const { user } = session;
  if (!user || !sessionIsValid(session, new Date())) return <Navigate to={signInPath()} replace />;
  return <Navigate to={landingPath({ role: user.role, storeCount: user.stores.length })} replace />;
}
