import { Field, Input, Textarea } from '@fluentui/react-components';
import { CUSTOM_FIELD_ASSIGNMENTS, CUSTOM_FIELD_DATA_TYPES, type CustomFieldDraft } from '@fulfil/domain';
import type { CustomFieldFieldsFragment } from '../../gql/graphql';
import { DetailForm } from '../../ui/DetailForm';
import type { RowFormProps } from '../../ui/row-list';
import { SelectField } from '../../ui/SelectField';

export interface CustomFieldValues extends CustomFieldDraft {
  description: string;
}

export const valuesOf = (field: CustomFieldFieldsFragment | null): CustomFieldValues => ({
  name: field?.name ?? '',
  sourceKey: field?.sourceKey ?? '',
  description: field?.description ?? '',
  dataType: field?.dataType ?? '',
  assignment: field?.assignment ?? null,
});

const dataTypeChoices = CUSTOM_FIELD_DATA_TYPES.map((type) => ({ id: type, label: type }));
const assignmentChoices = CUSTOM_FIELD_ASSIGNMENTS.map(({ id, name }) => ({ id, label: name }));

/** A custom field's fields; the caller owns the values so it can restore them on Cancel or Reload. */
export function CustomFieldForm(props: RowFormProps<CustomFieldValues, CustomFieldFieldsFragment>) {
  const { values, onChange } = props;
  // The source key names the field for integrations, so it is set once, at creation.
  const sourceKeyFixed = props.original !== undefined;
  return (
    <DetailForm label="Custom field" {...props.frame}>
      <Field label="Name" required>
        <Input value={values.name} onChange={(_event, data) => onChange({ ...values, name: data.value })} />
      </Field>
      <Field
        label="Source key"
        required
        hint={sourceKeyFixed ? 'Fixed once created.' : 'Letters, digits and underscore.'}
      >
        <Input
          value={values.sourceKey}
          readOnly={sourceKeyFixed}
          onChange={(_event, data) => onChange({ ...values, sourceKey: data.value })}
        />
      </Field>
      <Field label="Description">
        <Textarea
          value={values.description}
          onChange={(_event, data) => onChange({ ...values, description: data.value })}
        />
      </Field>
      <SelectField
        label="Data type"
        required
        value={values.dataType}
        choices={dataTypeChoices}
        placeholder="Choose a data type"
        onChange={(dataType) => onChange({ ...values, dataType })}
      />
      <SelectField
        label="Assignment type"
        required
        value={values.assignment?.toString() ?? ''}
        choices={assignmentChoices}
        placeholder="Choose where it is captured"
        onChange={(assignment) => onChange({ ...values, assignment: assignment ? Number(assignment) : null })}
      />
    </DetailForm>
  );
}
