import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { Field, Input, MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { passwordResetFailure, type PasswordResetState } from '@fulfil/domain';
import { RequestPasswordResetDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { AppLink } from '../../ui/AppLink';
import { AuthForm, AuthLayout } from '../../ui/AuthLayout';

/** /forgotyourpassword: asks for the registered e-mail address and sends the reset e-mail. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [state, setState] = useState<PasswordResetState>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const [request] = useMutation(RequestPasswordResetDocument);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (!email.trim()) return;
    setState('loading');
    try {
      const { data } = await request({ variables: { email: email.trim() } });
      if (!data?.requestPasswordReset.ok) {
        setFailure(passwordResetFailure(data?.requestPasswordReset.message ?? ''));
        setState('idle');
        return;
      }
      setState('completed');
    } catch (error) {
      setFailure(passwordResetFailure(errorMessage(error as Error)));
      setState('idle');
    }
  };

  if (state === 'completed')
    return (
      <AuthLayout title="Check your email">
        <MessageBar intent="success">
          <MessageBarBody>
            If {email.trim()} is registered, an email with a link to reset your password is on its way.
          </MessageBarBody>
        </MessageBar>
        <AppLink to="/login">Back to sign in</AppLink>
      </AuthLayout>
    );

  return (
    <AuthLayout title="Forgot your password?">
      <Text>
        Enter the email address you registered with and we will send you a link to reset your password.
      </Text>
      <AuthForm
        label="Forgot your password"
        onSubmit={onSubmit}
        failure={failure}
        busy={state === 'loading'}
        submitLabel="Send reset email"
        footer={<AppLink to="/login">Back to sign in</AppLink>}
      >
        <Field
          label="Email"
          required
          validationMessage={submitted && !email.trim() ? 'Enter your email address.' : undefined}
        >
          <Input
            type="email"
            autoComplete="email"
            value={email}
            onChange={(_event, data) => setEmail(data.value)}
          />
        </Field>
      </AuthForm>
    </AuthLayout>
  );
}
