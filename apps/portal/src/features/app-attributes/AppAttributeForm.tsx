import type { ReactNode } from 'react';
import { Field, Input, Text, Textarea, tokens, makeStyles } from '@fluentui/react-components';
import {
  appAttributeFailure,
  attributeLabel,
  attributeValueType,
  defaultAttributeValue,
  isTextAreaAttribute,
  validateAttributeValue,
} from '@fulfil/domain';
import type { AppAttributeFieldsFragment, AppAttributesQuery } from '../../gql/graphql';
import type { Alert } from '../../ui/AlertDialog';
import { DetailForm } from '../../ui/DetailForm';
import { SelectField } from '../../ui/SelectField';

export type AppAttributeKey = AppAttributesQuery['appAttributeKeys'][number];

export interface AppAttributeValues {
  name: string;
  value: string;
}

export const valuesOf = (attribute: AppAttributeFieldsFragment | null): AppAttributeValues => ({
  name: attribute?.name ?? '',
  value: attribute?.value ?? '',
});

const NO_KEY_DESCRIPTION = 'Please, select an attribute first.';

/** The spec's alert for a value that fails its type's check, or null when it passes. */
export function valueFailure({ name, value }: AppAttributeValues): Alert | null {
  const check = validateAttributeValue(attributeValueType(name), value);
  return check.valid ? null : appAttributeFailure(name, check.message);
}

/** The alert of a refused save: a refused value keeps the spec's title, anything else is `title`. */
export function refusalAlert(
  errors: readonly { field?: string | null; message: string }[],
  title: string,
): Alert {
  const valueRefused = errors.some((error) => error.field === 'value');
  return {
    title: valueRefused ? 'Attribute Value Incorrect' : title,
    message: errors.map((error) => error.message).join('\n'),
  };
}

const useStyles = makeStyles({
  description: { color: tokens.colorNeutralForeground2 },
  value: { fontFamily: tokens.fontFamilyMonospace, minHeight: '160px' },
});

interface AppAttributeFormProps {
  values: AppAttributeValues;
  onChange: (values: AppAttributeValues) => void;
  onSubmit: () => void;
  onCancel: () => void;
  saving: boolean;
  /** The names that may be chosen: the possible keys not yet defined for the client, plus this one. */
  keys: readonly AppAttributeKey[];
  notice?: ReactNode;
  extraActions?: ReactNode;
}

/** An attribute's key and value, checked by the key's value type as the person types. */
export function AppAttributeForm(props: AppAttributeFormProps) {
  const styles = useStyles();
  const { values, onChange } = props;
  const chosen = props.keys.find((key) => key.name === values.name);
  const valueType = attributeValueType(values.name);
  const check = values.name ? validateAttributeValue(valueType, values.value) : null;
  const choices = props.keys.map((key) => ({ id: key.name, label: key.name }));
  if (values.name && !chosen) choices.unshift({ id: values.name, label: values.name });

  const chooseKey = (name: string) => {
    const nextType = attributeValueType(name);
    // A key of another type starts from that type's default value.
    const value = name && nextType !== valueType ? defaultAttributeValue(nextType) : values.value;
    onChange({ name, value });
  };

  const valueProps = {
    value: values.value,
    onChange: (_event: unknown, data: { value: string }) => onChange({ ...values, value: data.value }),
  };

  return (
    <DetailForm
      label="Application attribute"
      onSubmit={props.onSubmit}
      onCancel={props.onCancel}
      saving={props.saving}
      notice={props.notice}
      extraActions={props.extraActions}
    >
      <SelectField
        label={attributeLabel('Key', valueType)}
        required
        value={values.name}
        placeholder="Choose an attribute"
        choices={choices}
        onChange={chooseKey}
      />
      <Text className={styles.description} aria-live="polite">
        {values.name ? (chosen?.description ?? '') : NO_KEY_DESCRIPTION}
      </Text>
      <Field
        label="Value"
        validationState={check && !check.valid ? 'error' : check?.warning ? 'warning' : 'none'}
        validationMessage={check && !check.valid ? check.message : check?.warning}
      >
        {isTextAreaAttribute(values.name) ? (
          <Textarea className={styles.value} resize="vertical" {...valueProps} />
        ) : (
          <Input {...valueProps} />
        )}
      </Field>
    </DetailForm>
  );
}
