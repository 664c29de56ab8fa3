import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import {
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import {
  adminPortalRefusal,
  initialSelection,
  landingPath,
  LOGIN_MESSAGES,
  normaliseUserName,
} from '@fulfil/domain';
import { LoginDocument } from '../../gql/graphql';
import { rememberSsoClientId, setCredentials, setSelection } from '../../lib/session';
import { AppLink } from '../../ui/AppLink';
import { AuthLayout } from '../../ui/AuthLayout';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  links: { display: 'flex', justifyContent: 'center' },
});

/** Email and password sign-in (spec 1, login screen). */
export function LoginPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ssoClientId = params.get('clientId');
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
      const answer = data?.login;
      if (!answer?.token || !answer.expiresAt || !answer.user) {
        setFailure(answer?.errors[0]?.message ?? LOGIN_MESSAGES.noToken);
        return;
      }
      // The gateway refuses these too; checking here keeps the rule in force whatever answers.
      const refusal = adminPortalRefusal(answer.user);
      if (refusal) {
        setFailure(refusal);
        return;
      }
      const storeIds = answer.user.stores.map((store) => store.id);
      setCredentials({ token: answer.token, expiresAt: answer.expiresAt, user: answer.user });
      setSelection(
        initialSelection({ role: answer.user.role, clientId: answer.user.clientId ?? null, storeIds }),
      );
      navigate(landingPath({ role: answer.user.role, storeCount: storeIds.length }), { replace: true });
    } catch {
      setFailure(LOGIN_MESSAGES.requestFailed);
    }
  };

  useEffect(() => {
    if (ssoClientId) rememberSsoClientId(ssoClientId);
  }, [ssoClientId]);

  return (
    <AuthLayout title="Sign in">
      {ssoClientId && (
        // Single sign-on settings are not offered by the gateway yet, which the spec calls unavailable.
        <MessageBar intent="warning">
          <MessageBarBody>{LOGIN_MESSAGES.ssoUnavailable}</MessageBarBody>
        </MessageBar>
      )}
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Sign in">
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
        {failure && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{failure}</MessageBarBody>
          </MessageBar>
        )}
        <Button
          type="submit"
          appearance="primary"
          disabled={loading}
          icon={loading ? <Spinner size="tiny" aria-hidden /> : undefined}
        >
          Sign in
        </Button>
        <div className={styles.links}>
          <AppLink to="/forgotyourpassword">Forgot your password?</AppLink>
        </div>
      </form>
    </AuthLayout>
  );
}
