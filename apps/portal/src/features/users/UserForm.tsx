import type { ReactNode } from 'react';
import { Checkbox, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import type { UserInput, UserFieldsFragment } from '../../gql/graphql';
import { DetailForm } from '../../ui/DetailForm';
import type { HistorySubject } from '../../ui/HistoryPanel';
import { SelectField } from '../../ui/SelectField';
import type { Choice } from './use-user-choices';

/** The user's fields as typed; an empty clientId means no client. */
export interface UserValues {
  userName: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  clientId: string;
  role: string;
  receiveArrivalNotifications: boolean;
}

export function valuesOf(user: UserFieldsFragment): UserValues {
  return {
    userName: user.userName,
    email: user.email ?? '',
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    phoneNumber: user.phoneNumber ?? '',
    clientId: user.clientId ?? '',
    role: user.role,
    receiveArrivalNotifications: user.receiveArrivalNotifications,
  };
}

/** A new user: of the screen's client, if any, told of arrivals by default (spec 1 section 3). */
export function newUserValues(clientId: string | null): UserValues {
  return {
    userName: '',
    email: '',
    firstName: '',
    lastName: '',
    phoneNumber: '',
    clientId: clientId ?? '',
    role: '',
    receiveArrivalNotifications: true,
  };
}

const optional = (text: string) => text.trim() || null;

export function inputOf(values: UserValues): UserInput {
  return {
    userName: values.userName.trim(),
    email: values.email.trim(),
    firstName: optional(values.firstName),
    lastName: optional(values.lastName),
    phoneNumber: optional(values.phoneNumber),
    clientId: values.clientId || null,
    role: values.role,
    receiveArrivalNotifications: values.receiveArrivalNotifications,
  };
}

const useStyles = makeStyles({
  pair: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  // Fluent inputs have a minimum width that would push the pair out of a narrow panel.
  input: { minWidth: 0 },
});

interface UserFormProps {
  label: string;
  values: UserValues;
  onChange: (values: UserValues) => void;
  /** A role picked; by default it is just part of the values. */
  onRoleChange?: (role: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
  saving: boolean;
  readOnly?: boolean;
  clients: readonly Choice[];
  roles: readonly Choice[];
  /** On the client and store users screens the client is the screen's. */
  clientLocked: boolean;
  /** Field messages by input field, e.g. userName. */
  errors?: Readonly<Record<string, string>>;
  notice?: ReactNode;
  extraActions?: ReactNode;
  /** The stored user's History panel. */
  history?: HistorySubject;
  /** Fields after the user's own, e.g. the first password and stores of a new user. */
  children?: ReactNode;
}

/** The fields of a user, shared by the create form and the detail panel. */
export function UserForm(props: UserFormProps) {
  const { values, onChange, readOnly = false, errors = {} } = props;
  const styles = useStyles();
  const set = <K extends keyof UserValues>(key: K, value: UserValues[K]) =>
    onChange({ ...values, [key]: value });
  const text = (key: 'userName' | 'email' | 'firstName' | 'lastName' | 'phoneNumber', label: string) => (
    <Field label={label} required={key === 'userName' || key === 'email'} validationMessage={errors[key]}>
      <Input
        className={styles.input}
        value={values[key]}
        disabled={readOnly}
        type={key === 'email' ? 'email' : key === 'phoneNumber' ? 'tel' : 'text'}
        onChange={(_event, data) => set(key, data.value)}
      />
    </Field>
  );
  return (
    <DetailForm
      label={props.label}
      onSubmit={props.onSubmit}
      onCancel={props.onCancel}
      saving={props.saving}
      readOnly={readOnly}
      notice={props.notice}
      extraActions={props.extraActions}
      history={props.history}
    >
      {text('userName', 'User name')}
      {text('email', 'Email')}
      <div className={styles.pair}>
        {text('firstName', 'First name')}
        {text('lastName', 'Last name')}
      </div>
      {text('phoneNumber', 'Phone number')}
      <SelectField
        label="Client"
        value={values.clientId}
        choices={props.clients}
        placeholder="(No client)"
        disabled={readOnly || props.clientLocked}
        onChange={(clientId) => set('clientId', clientId)}
        validationMessage={errors.clientId}
      />
      <SelectField
        label="Role"
        required
        value={values.role}
        choices={props.roles}
        placeholder="(Choose)"
        disabled={readOnly}
        onChange={(role) => (props.onRoleChange ? props.onRoleChange(role) : set('role', role))}
        validationMessage={errors.role}
      />
      <Checkbox
        label="Receive arrival notifications"
        checked={values.receiveArrivalNotifications}
        disabled={readOnly}
        onChange={(_event, data) => set('receiveArrivalNotifications', data.checked === true)}
      />
      {props.children}
    </DetailForm>
  );
}
