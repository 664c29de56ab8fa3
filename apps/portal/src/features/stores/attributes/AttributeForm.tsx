import type { ReactNode } from 'react';
import { Field, Input, Text, Textarea } from '@fluentui/react-components';
import {
  attributeLabel,
  isTextAreaAttribute,
  parseWebHooks,
  storeAttributeValueType,
  WEB_HOOK_ATTRIBUTE,
  webHooksValue,
  type WebHookModalMode,
} from '@fulfil/domain';
import { DetailForm } from '../../../ui/DetailForm';
import { SelectField } from '../../../ui/SelectField';
import { WebHookEditor } from './WebHookEditor';

export interface AttributeValues {
  name: string;
  value: string;
}

interface AttributeFormProps {
  mode: WebHookModalMode;
  values: AttributeValues;
  onChange: (values: AttributeValues) => void;
  /** The names a new attribute may take; none when editing a saved one. */
  names: readonly string[];
  description: string;
  onSubmit: () => void;
  onCancel: () => void;
  saving: boolean;
  notice?: ReactNode;
  extraActions?: ReactNode;
}

/** A store attribute's key and value; web hooks get their entry list, JSON and templates a text area. */
export function AttributeForm({ mode, values, onChange, names, description, ...form }: AttributeFormProps) {
  const { name, value } = values;
  const keyLabel = attributeLabel('Key', storeAttributeValueType(name));
  return (
    <DetailForm label="Store attribute" {...form}>
      {mode === 'i' ? (
        <SelectField
          label={keyLabel}
          required
          value={name}
          placeholder="Choose a key"
          choices={names.map((choice) => ({ id: choice, label: choice }))}
          onChange={(chosen) => onChange({ name: chosen, value: chosen === WEB_HOOK_ATTRIBUTE ? '[]' : '' })}
        />
      ) : (
        <Field label={keyLabel}>
          <Text>{name}</Text>
        </Field>
      )}
      <Text>{name ? description : 'Please, select an attribute first.'}</Text>
      {name === WEB_HOOK_ATTRIBUTE ? (
        <WebHookEditor
          mode={mode}
          hooks={parseWebHooks(value)}
          onChange={(hooks) => onChange({ name, value: webHooksValue(hooks) })}
        />
      ) : (
        <Field label="Value">
          {isTextAreaAttribute(name) ? (
            <Textarea
              value={value}
              resize="vertical"
              rows={6}
              disabled={!name}
              onChange={(_event, data) => onChange({ name, value: data.value })}
            />
          ) : (
            <Input
              value={value}
              disabled={!name}
              onChange={(_event, data) => onChange({ name, value: data.value })}
            />
          )}
        </Field>
      )}
    </DetailForm>
  );
}
