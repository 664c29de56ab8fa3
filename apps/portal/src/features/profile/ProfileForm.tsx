import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { validateProfileFields } from '@fulfil/domain';
import {
  ProfileFieldsFragmentDoc,
  UpdateMyProfileDocument,
  type ProfileFieldsFragment,
  type ProfileInput,
} from '../../gql/graphql';
import { errorMessage, RefusedError } from '../../lib/errors';
import { updateSessionUser } from '../../lib/session';
import { useVersionedEdit } from '../../lib/use-versioned-edit';
import { ConcurrentEdit } from '../../ui/ConcurrentEdit';
import { DetailForm } from '../../ui/DetailForm';
import { FailureNotice } from '../../ui/FailureNotice';

const useStyles = makeStyles({
  form: { maxWidth: '560px' },
  pair: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  input: { minWidth: 0 },
});

interface ProfileValues {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
}

const valuesOf = (profile: ProfileFieldsFragment): ProfileValues => ({
  email: profile.email ?? '',
  firstName: profile.firstName ?? '',
  lastName: profile.lastName ?? '',
  phoneNumber: profile.phoneNumber ?? '',
});

const inputOf = (values: ProfileValues): ProfileInput => ({
  email: values.email.trim(),
  firstName: values.firstName.trim() || null,
  lastName: values.lastName.trim() || null,
  phoneNumber: values.phoneNumber.trim() || null,
});

/** The person's own name, e-mail address and phone number, saved over the version they started from. */
export function ProfileForm({ profile }: { profile: ProfileFieldsFragment }) {
  const styles = useStyles();
  const apollo = useApolloClient();
  const [update] = useMutation(UpdateMyProfileDocument);
  const [failure, setFailure] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const remember = (stored: ProfileFieldsFragment) =>
    apollo.cache.writeFragment({ fragment: ProfileFieldsFragmentDoc, data: stored });

  const edit = useVersionedEdit({
    row: profile,
    valuesOf,
    remember,
    store: async (version, values) => {
      const { data } = await update({ variables: { version, input: inputOf(values) } });
      const stored = data?.updateMyProfile.user;
      if (!stored) throw new RefusedError(data?.updateMyProfile.errors ?? []);
      remember(stored);
      // The header's initials and the presence of this tab name the person by these.
      updateSessionUser({
        email: stored.email,
        firstName: stored.firstName,
        lastName: stored.lastName,
        phoneNumber: stored.phoneNumber,
      });
      return stored;
    },
    onRestart: () => {
      setFailure(null);
      setEmailError(null);
    },
    onError: (error) => setFailure(errorMessage(error as Error)),
  });
  const { values, onChange } = edit.form;
  const set = (field: keyof ProfileValues) => (value: string) => onChange({ ...values, [field]: value });

  const submit = () => {
    const [invalid] = validateProfileFields(values);
    setEmailError(invalid?.message ?? null);
    if (!invalid) edit.form.onSubmit();
  };

  return (
    <div className={styles.form}>
      <DetailForm
        label="Profile"
        saving={edit.form.saving}
        onSubmit={submit}
        onCancel={edit.restore}
        notice={
          <>
            <ConcurrentEdit edit={edit} changedBy={edit.conflict?.changedBy} subject="profile" />
            <FailureNotice failure={failure} />
          </>
        }
      >
        <Field
          label="Email"
          required
          validationState={emailError ? 'error' : 'none'}
          validationMessage={emailError}
        >
          <Input
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(_event, data) => set('email')(data.value)}
          />
        </Field>
        <div className={styles.pair}>
          <Field label="First name">
            <Input
              className={styles.input}
              autoComplete="given-name"
              value={values.firstName}
              onChange={(_event, data) => set('firstName')(data.value)}
            />
          </Field>
          <Field label="Last name">
            <Input
              className={styles.input}
              autoComplete="family-name"
              value={values.lastName}
              onChange={(_event, data) => set('lastName')(data.value)}
            />
          </Field>
        </div>
        <Field label="Phone number">
          <Input
            type="tel"
            autoComplete="tel"
            value={values.phoneNumber}
            onChange={(_event, data) => set('phoneNumber')(data.value)}
          />
        </Field>
      </DetailForm>
    </div>
  );
}
