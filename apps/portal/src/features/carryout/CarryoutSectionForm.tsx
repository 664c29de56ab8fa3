import { Field, Input } from '@fluentui/react-components';
import type { CarryoutSectionFragment, StagingSectionInput } from '../../gql/graphql';
import { DetailForm } from '../../ui/DetailForm';
import type { HistorySubject } from '../../ui/HistoryPanel';
import { SelectField } from '../../ui/SelectField';

export interface CarryoutSectionValues {
  name: string;
  foodSafetyTypeId: string;
  labelId: string;
}

export const valuesOf = (section: CarryoutSectionFragment | null): CarryoutSectionValues => ({
  name: section?.name ?? '',
  foodSafetyTypeId: section?.foodSafetyTypeId ?? '',
  labelId: section?.labelId ?? '',
});

export const inputOf = (values: CarryoutSectionValues): StagingSectionInput => ({
  name: values.name.trim(),
  foodSafetyTypeId: values.foodSafetyTypeId || null,
  labelId: values.labelId.trim() || null,
});

export type FoodSafetyChoice = { id: string; name: string };

interface CarryoutSectionFormProps {
  values: CarryoutSectionValues;
  onChange: (values: CarryoutSectionValues) => void;
  onSubmit: () => void;
  onCancel: () => void;
  saving: boolean;
  foodSafetyTypes: readonly FoodSafetyChoice[];
  notice?: React.ReactNode;
  extraActions?: React.ReactNode;
  /** The stored section's History panel. */
  history?: HistorySubject;
}

/** Name, food safety type and label id of a staging section. */
export function CarryoutSectionForm({
  values,
  onChange,
  foodSafetyTypes,
  ...form
}: CarryoutSectionFormProps) {
  return (
    <DetailForm label="Staging section" {...form}>
      <Field label="Name" required>
        <Input value={values.name} onChange={(_e, d) => onChange({ ...values, name: d.value })} />
      </Field>
      <SelectField
        label="Food safety type"
        placeholder="None"
        value={values.foodSafetyTypeId}
        choices={foodSafetyTypes.map((type) => ({ id: type.id, label: type.name }))}
        onChange={(value) => onChange({ ...values, foodSafetyTypeId: value })}
      />
      <Field label="Label id">
        <Input value={values.labelId} onChange={(_e, d) => onChange({ ...values, labelId: d.value })} />
      </Field>
    </DetailForm>
  );
}
