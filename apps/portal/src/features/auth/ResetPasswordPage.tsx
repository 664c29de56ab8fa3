import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { Field, Input, MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import {
  newPasswordRefusal,
  PASSWORD_RESET_MESSAGES,
  passwordResetFailure,
  type PasswordResetState,
} from '@fulfil/domain';
import { ResetPasswordDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { AppLink } from '../../ui/AppLink';
import { AuthForm, AuthLayout } from '../../ui/AuthLayout';

/** /resetPassword?t=&email=: reached from the reset e-mail; sets a new password with its token. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const email = params.get('email') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [state, setState] = useState<PasswordResetState>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const [reset] = useMutation(ResetPasswordDocument);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const refusal = newPasswordRefusal(password, confirmation);
    setFailure(refusal);
    if (refusal) return;
    setState('loading');
    try {
      const { data } = await reset({ variables: { email, token, newPassword: password } });
      const answer = data?.resetPassword;
      if (answer?.ok) {
        setState('completed');
        return;
      }
      setFailure(passwordResetFailure(answer?.message ?? ''));
    } catch (error) {
      setFailure(passwordResetFailure(errorMessage(error as Error)));
    }
    setState('idle');
  };

  if (state === 'completed')
    return (
      <AuthLayout title="Reset your password">
        <MessageBar intent="success">
          <MessageBarBody>
            <MessageBarTitle>{PASSWORD_RESET_MESSAGES.done}</MessageBarTitle>
            Your password has been changed.
          </MessageBarBody>
        </MessageBar>
        <AppLink to="/login">Sign in with your new password</AppLink>
      </AuthLayout>
    );

  const missingLink = !token || !email;
  return (
    <AuthLayout title="Reset your password">
      {missingLink && (
        <MessageBar intent="warning">
          <MessageBarBody>
            This page needs the link from your reset email.{' '}
            <AppLink to="/forgotyourpassword">Request a new one</AppLink>.
          </MessageBarBody>
        </MessageBar>
      )}
      <AuthForm
        label="Reset your password"
        onSubmit={onSubmit}
        failure={failure}
        busy={state === 'loading'}
        submitLabel="Reset password"
        submitDisabled={missingLink || !password}
        footer={<AppLink to="/login">Back to sign in</AppLink>}
      >
        <Field label="Email">
          <Input value={email} readOnly />
        </Field>
        <Field label="New password" required>
          <Input
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(_event, data) => setPassword(data.value)}
          />
        </Field>
        <Field label="Confirm new password" required>
          <Input
            type="password"
            autoComplete="new-password"
            value={confirmation}
            onChange={(_event, data) => setConfirmation(data.value)}
          />
        </Field>
      </AuthForm>
    </AuthLayout>
  );
}
