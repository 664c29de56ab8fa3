import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { Field, Input, makeStyles, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { LOGIN_MESSAGES, normaliseUserName } from '@fulfil/domain';
import { ClientLoginSettingsDocument, LoginDocument } from '../../gql/graphql';
import { rememberSsoClientId } from '../../lib/session';
import { AppLink } from '../../ui/AppLink';
import { AuthForm, AuthLayout } from '../../ui/AuthLayout';
import { beginSsoSignIn } from './ssoFlow';
import { useCompleteSignIn } from './useCompleteSignIn';

const useStyles = makeStyles({
  links: { display: 'flex', justifyContent: 'center' },
});

/**
 * Sends the browser to the client's identity provider when the settings allow it; answers whether
 * single sign-on turned out to be unavailable.
 */
function useSsoRedirect(clientId: string | null): boolean {
  const [unavailable, setUnavailable] = useState(false);
  const { data, error } = useQuery(
    ClientLoginSettingsDocument,
    clientId ? { variables: { clientId } } : skipToken,
  );
  useEffect(() => {
    if (!clientId || (!data && !error)) return;
    let cancelled = false;
    const settings = data?.clientLoginSettings;
    const redirect = settings ? beginSsoSignIn(clientId, settings) : Promise.resolve(null);
    redirect
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
  }, [clientId, data, error]);
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
  const [login, { loading }] = useMutation(LoginDocument);

  const emailMissing = submitted && !email.trim();
  const passwordMissing = submitted && !password;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (!email.trim() || !password) return;
    try {
      const { data } = await login({ variables: { email: normaliseUserName(email), password } });
      setFailure(completeSignIn(data?.login, LOGIN_MESSAGES.noToken));
    } catch {
      setFailure(LOGIN_MESSAGES.requestFailed);
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
