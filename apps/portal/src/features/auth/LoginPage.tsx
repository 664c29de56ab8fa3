import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Field, Input, makeStyles, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { LOGIN_MESSAGES, normaliseUserName } from '@fulfil/domain';
import { rememberSsoClientId } from '../../lib/session';
import { AppLink } from '../../ui/AppLink';
import { AuthForm, AuthLayout } from '../../ui/AuthLayout';
import { beginSsoSignIn } from './sso-flow';
import { useCompleteSignIn } from './use-complete-sign-in';

const useStyles = makeStyles({
  links: { display: 'flex', justifyContent: 'center' },
});

/** The page's requests, with Apollo and the GraphQL documents: the page shows without them. */
const loadRequests = () => import('./login-requests');

/**
 * Sends the browser to the client's identity provider when the settings allow it; answers whether
 * single sign-on turned out to be unavailable.
 */
function useSsoRedirect(clientId: string | null): boolean {
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    if (!clientId) return;
    let cancelled = false;
    loadRequests()
      .then(({ clientLoginSettings }) => clientLoginSettings(clientId))
      // Settings that cannot be read leave single sign-on unavailable, as missing ones do.
      .catch(() => undefined)
      .then((settings) => (settings ? beginSsoSignIn(clientId, settings) : null))
      .then((url) => {
        if (cancelled) return;
        if (!url) return setUnavailable(true);
        // Remembered for the way back: /oauthlogin and logout then lead to /loginwithbutton.
        rememberSsoClientId(clientId);
        window.location.assign(url);
      })
      .catch(() => !cancelled && setUnavailable(true));
    return () => {
      cancelled = true;
    };
  }, [clientId]);
  return unavailable;
}

/** Email and password sign-in, or single sign-on with ?clientId= (spec 1, login screen). */
export function LoginPage() {
  const styles = useStyles();
  const [params] = useSearchParams();
  const ssoClientId = params.get('clientId');
  const ssoUnavailable = useSsoRedirect(ssoClientId);
  const completeSignIn = useCompleteSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  // Fetched as soon as the page shows, so signing in does not wait for it.
  useEffect(() => {
    void loadRequests();
  }, []);

  const emailMissing = submitted && !email.trim();
  const passwordMissing = submitted && !password;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (!email.trim() || !password) return;
    setLoading(true);
    try {
      const { login } = await loadRequests();
      const answer = await login({ email: normaliseUserName(email), password });
      setFailure(completeSignIn(answer, LOGIN_MESSAGES.noToken));
    } catch {
      setFailure(LOGIN_MESSAGES.requestFailed);
    } finally {
      setLoading(false);
    }
  };

  if (ssoClientId && !ssoUnavailable)
    return (
      <AuthLayout title="Sign in">
        <Spinner label="Taking you to your organisation's sign-in…" />
      </AuthLayout>
    );

  return (
    <AuthLayout title="Sign in">
      {ssoUnavailable && (
        <MessageBar intent="warning">
          <MessageBarBody>{LOGIN_MESSAGES.ssoUnavailable}</MessageBarBody>
        </MessageBar>
      )}
      <AuthForm
        label="Sign in"
        onSubmit={onSubmit}
        failure={failure}
        busy={loading}
        submitLabel="Sign in"
        footer={
          <div className={styles.links}>
            <AppLink to="/forgotyourpassword">Forgot your password?</AppLink>
          </div>
        }
      >
        <Field
          label="Email"
          required
          validationMessage={emailMissing ? 'Enter your email address.' : undefined}
        >
          <Input
            type="email"
            autoComplete="username"
            value={email}
            onChange={(_event, data) => setEmail(data.value)}
          />
        </Field>
        <Field
          label="Password"
          required
          validationMessage={passwordMissing ? 'Enter your password.' : undefined}
        >
          <Input
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(_event, data) => setPassword(data.value)}
          />
        </Field>
      </AuthForm>
    </AuthLayout>
  );
}
