import type { ReactNode } from 'react';
import { Dropdown, Field, Input, Option, Switch } from '@fluentui/react-components';
import { ITEM_CATEGORY_PREPARED_ITEMS_MODES } from '@fulfil/domain';
import type { ItemCategoryFieldsFragment } from '../../gql/graphql';
import { DetailForm } from '../../ui/DetailForm';

export interface ItemCategoryValues {
  sourceKey: string;
  foodSafetyTypeId: string | null;
  preparedItemsMode: number;
  isAlcohol: boolean;
}

/** A new category prepares nothing until told otherwise. */
const NO_PREPARED_ITEMS = 1;

export function valuesOf(row: ItemCategoryFieldsFragment | null): ItemCategoryValues {
  return {
    sourceKey: row?.sourceKey ?? '',
    foodSafetyTypeId: row?.foodSafetyTypeId ?? null,
    preparedItemsMode: row?.preparedItemsMode ?? NO_PREPARED_ITEMS,
    isAlcohol: row?.isAlcohol ?? false,
  };
}

export const modeName = (mode: number): string =>
  (ITEM_CATEGORY_PREPARED_ITEMS_MODES as Readonly<Record<number, string>>)[mode] ?? '';

const modes = Object.entries(ITEM_CATEGORY_PREPARED_ITEMS_MODES);

interface ItemCategoryFormProps {
  values: ItemCategoryValues;
  onChange: (values: ItemCategoryValues) => void;
  /** The store's food safety types to choose from. */
  foodSafetyTypes: readonly { id: string; name: string }[];
  onSubmit: () => void;
  onCancel: () => void;
  saving: boolean;
  notice?: ReactNode;
  extraActions?: ReactNode;
}

/** The fields of an item category; the caller owns the values so it can restore them. */
export function ItemCategoryForm(props: ItemCategoryFormProps) {
  const { values, onChange, foodSafetyTypes } = props;
  const foodSafetyTypeName = foodSafetyTypes.find((type) => type.id === values.foodSafetyTypeId)?.name ?? '';
  return (
    <DetailForm
      label="Item category"
      onSubmit={props.onSubmit}
      onCancel={props.onCancel}
      saving={props.saving}
      notice={props.notice}
      extraActions={props.extraActions}
    >
      <Field label="Source key">
        <Input
          value={values.sourceKey}
          onChange={(_event, data) => onChange({ ...values, sourceKey: data.value })}
        />
      </Field>
      <Field label="Food safety type">
        <Dropdown
          placeholder="Choose a food safety type"
          value={foodSafetyTypeName}
          selectedOptions={values.foodSafetyTypeId ? [values.foodSafetyTypeId] : []}
          onOptionSelect={(_event, data) =>
            onChange({ ...values, foodSafetyTypeId: data.optionValue ?? null })
          }
        >
          {foodSafetyTypes.map((type) => (
            <Option key={type.id} value={type.id}>
              {type.name}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label="Prepared items mode">
        <Dropdown
          value={modeName(values.preparedItemsMode)}
          selectedOptions={[String(values.preparedItemsMode)]}
          onOptionSelect={(_event, data) =>
            onChange({ ...values, preparedItemsMode: Number(data.optionValue) })
          }
        >
          {modes.map(([mode, name]) => (
            <Option key={mode} value={mode}>
              {name}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Switch
        label="Alcohol"
        checked={values.isAlcohol}
        onChange={(_event, data) => onChange({ ...values, isAlcohol: data.checked })}
      />
    </DetailForm>
  );
}
