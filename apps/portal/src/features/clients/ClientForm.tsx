import { useState, type ReactNode } from 'react';
import { Field, Input, MessageBar, MessageBarBody, Switch } from '@fluentui/react-components';
import type { ClientFieldsFragment, UserError } from '../../gql/graphql';
import { DetailForm } from '../../ui/DetailForm';

export interface ClientValues {
  name: string;
  posMode: number | null;
  persistMode: number | null;
  curbsideOnly: boolean;
}

export function valuesOf(client: ClientFieldsFragment | null): ClientValues {
  return {
    name: client?.name ?? '',
    posMode: client?.posMode ?? null,
    persistMode: client?.persistMode ?? null,
    curbsideOnly: client?.curbsideOnly ?? false,
  };
}

interface ClientFormProps {
  values: ClientValues;
  onChange: (values: ClientValues) => void;
  onSubmit: () => void;
  onCancel: () => void;
  saving: boolean;
  /** The refusals of the last save, in the server's words. */
  errors: readonly Pick<UserError, 'field' | 'message'>[];
  /** Extra actions, e.g. Delete, placed at the end of the button row. */
  extraActions?: ReactNode;
  /** A notice above the fields, e.g. that someone else changed the client. */
  notice?: ReactNode;
}

function numberOrNull(text: string): number | null {
  return text.trim() === '' || Number.isNaN(Number(text)) ? null : Math.trunc(Number(text));
}

/** The client's fields; the caller owns the values so it can restore them on Cancel or Reload. */
export function ClientForm(props: ClientFormProps) {
  const { values, onChange, saving, errors } = props;
  const [submitted, setSubmitted] = useState(false);
  const nameError =
    (submitted && !values.name.trim() ? 'Enter the client name.' : undefined) ??
    errors.find((e) => e.field === 'name')?.message;

  const submit = () => {
    setSubmitted(true);
    if (values.name.trim()) props.onSubmit();
  };

  return (
    <DetailForm
      label="Client"
      onSubmit={submit}
      onCancel={props.onCancel}
      saving={saving}
      notice={props.notice}
      extraActions={props.extraActions}
    >
      {errors.length > 0 && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>
            {errors.map((e) => (
              <div key={`${e.field}:${e.message}`}>{e.message}</div>
            ))}
          </MessageBarBody>
        </MessageBar>
      )}
      <Field label="Name" required validationMessage={nameError}>
        <Input value={values.name} onChange={(_event, data) => onChange({ ...values, name: data.value })} />
      </Field>
      <Field label="POS mode">
        <Input
          type="number"
          value={values.posMode?.toString() ?? ''}
          onChange={(_event, data) => onChange({ ...values, posMode: numberOrNull(data.value) })}
        />
      </Field>
      <Field label="Persist mode">
        <Input
          type="number"
          value={values.persistMode?.toString() ?? ''}
          onChange={(_event, data) => onChange({ ...values, persistMode: numberOrNull(data.value) })}
        />
      </Field>
      <Switch
        label="Curbside only"
        checked={values.curbsideOnly}
        onChange={(_event, data) => onChange({ ...values, curbsideOnly: data.checked })}
      />
    </DetailForm>
  );
}
