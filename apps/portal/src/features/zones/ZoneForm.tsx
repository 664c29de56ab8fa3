import { useState, type ReactNode } from 'react';
import { Field, Input } from '@fluentui/react-components';
import { zoneFoodSafetyChoices } from '@fulfil/domain';
import type { ZoneFieldsFragment } from '../../gql/graphql';
import { DetailForm } from '../../ui/DetailForm';
import type { HistorySubject } from '../../ui/HistoryPanel';
import { SelectField } from '../../ui/SelectField';

export interface ZoneValues {
  name: string;
  /** Empty for (No FoodSafetyType). */
  foodSafetyTypeId: string;
}

export function valuesOf(zone: ZoneFieldsFragment | null): ZoneValues {
  return { name: zone?.name ?? '', foodSafetyTypeId: zone?.foodSafetyTypeId ?? '' };
}

/** The values as the server takes them: no food safety type is null. */
export function inputOf(values: ZoneValues) {
  return { name: values.name.trim(), foodSafetyTypeId: values.foodSafetyTypeId || null };
}

interface ZoneFormProps {
  values: ZoneValues;
  onChange: (values: ZoneValues) => void;
  onSubmit: () => void;
  onCancel: () => void;
  saving: boolean;
  foodSafetyTypes: readonly { id: string; name: string }[];
  notice?: ReactNode;
  extraActions?: ReactNode;
  /** The stored zone's History panel. */
  history?: HistorySubject;
  /** Further fields, e.g. the sections of a new zone. */
  children?: ReactNode;
}

/** A zone's name and food safety type; the caller owns the values so it can restore them. */
export function ZoneForm(props: ZoneFormProps) {
  const { values, onChange } = props;
  // A missing name is pointed out once a save was tried, not while typing.
  const [submitted, setSubmitted] = useState(false);
  const choices = zoneFoodSafetyChoices(props.foodSafetyTypes).map((type) => ({
    id: type.id ?? '',
    label: type.name,
  }));
  return (
    <DetailForm
      label="Zone"
      onSubmit={() => {
        setSubmitted(true);
        if (values.name.trim()) props.onSubmit();
      }}
      onCancel={props.onCancel}
      saving={props.saving}
      notice={props.notice}
      extraActions={props.extraActions}
      history={props.history}
    >
      <Field
        label="Name"
        required
        validationMessage={submitted && !values.name.trim() ? 'Enter a name for the zone.' : undefined}
      >
        <Input value={values.name} onChange={(_event, data) => onChange({ ...values, name: data.value })} />
      </Field>
      <SelectField
        label="Food safety type"
        value={values.foodSafetyTypeId}
        choices={choices}
        onChange={(foodSafetyTypeId) => onChange({ ...values, foodSafetyTypeId })}
      />
      {props.children}
    </DetailForm>
  );
}
