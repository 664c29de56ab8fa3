import { useState, type ReactNode } from 'react';
import { Dropdown, Field, Input, Option } from '@fluentui/react-components';
import {
  CONTAINER_COLORS,
  CONTAINER_ICONS,
  FOOD_SAFETY_MESSAGES,
  parseMaxLeadTime,
  validateFoodSafetyType,
} from '@fulfil/domain';
import type { FoodSafetyTypeFieldsFragment } from '../../gql/graphql';
import { AlertDialog } from '../../ui/AlertDialog';
import { ContainerLabel } from '../../ui/ContainerBadge';
import { DetailForm } from '../../ui/DetailForm';

export interface FoodSafetyTypeValues {
  name: string;
  containerColor: string;
  containerIcon: string;
  /** As typed; empty for none. */
  maxLeadTime: string;
}

export function valuesOf(row: FoodSafetyTypeFieldsFragment | null): FoodSafetyTypeValues {
  return {
    name: row?.name ?? '',
    containerColor: row?.containerColor ?? '',
    containerIcon: row?.containerIcon ?? '',
    maxLeadTime: row?.maxLeadTime ?? '',
  };
}

/** The values as the server takes them: the lead time as hh:mm:ss, or null for none. */
export function inputOf(values: FoodSafetyTypeValues) {
  return { ...values, name: values.name.trim(), maxLeadTime: parseMaxLeadTime(values.maxLeadTime) || null };
}

interface FoodSafetyTypeFormProps {
  values: FoodSafetyTypeValues;
  onChange: (values: FoodSafetyTypeValues) => void;
  onSubmit: () => void;
  onCancel: () => void;
  saving: boolean;
  /** A notice above the fields, e.g. that someone else changed the open item. */
  notice?: ReactNode;
  /** Extra actions, e.g. Delete, at the end of the button row. */
  extraActions?: ReactNode;
}

/** The fields of a food safety type; the caller owns the values so it can restore them. */
export function FoodSafetyTypeForm(props: FoodSafetyTypeFormProps) {
  const { values, onChange, saving } = props;
  const [submitted, setSubmitted] = useState(false);
  const [invalidLeadTime, setInvalidLeadTime] = useState(false);
  const errors = submitted ? validateFoodSafetyType({ ...values, maxLeadTime: null }) : [];
  const errorOf = (field: string) => errors.find((e) => e.field === field)?.message;

  /** Spec 3, validation: a lead time that is not hh:mm(:ss) is refused with an alert and cleared. */
  const checkLeadTime = (): boolean => {
    const parsed = parseMaxLeadTime(values.maxLeadTime);
    if (parsed === null) {
      setInvalidLeadTime(true);
      onChange({ ...values, maxLeadTime: '' });
      return false;
    }
    if (parsed !== values.maxLeadTime) onChange({ ...values, maxLeadTime: parsed });
    return true;
  };

  const submit = () => {
    setSubmitted(true);
    if (checkLeadTime() && validateFoodSafetyType({ ...values, maxLeadTime: null }).length === 0)
      props.onSubmit();
  };

  return (
    <DetailForm
      label="Food safety type"
      onSubmit={submit}
      onCancel={props.onCancel}
      saving={saving}
      notice={props.notice}
      extraActions={props.extraActions}
    >
      <Field label="Name" required validationMessage={errorOf('name')}>
        <Input value={values.name} onChange={(_event, data) => onChange({ ...values, name: data.value })} />
      </Field>
      <Field label="Container color" required validationMessage={errorOf('containerColor')}>
        <Dropdown
          placeholder="Choose a color"
          value={values.containerColor}
          selectedOptions={[values.containerColor]}
          onOptionSelect={(_event, data) => onChange({ ...values, containerColor: data.optionValue ?? '' })}
        >
          {CONTAINER_COLORS.map((color) => (
            <Option key={color.key} value={color.value} text={color.value}>
              <ContainerLabel color={color.value} text={color.value} />
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label="Container icon" required validationMessage={errorOf('containerIcon')}>
        <Dropdown
          placeholder="Choose an icon"
          value={values.containerIcon}
          selectedOptions={[values.containerIcon]}
          onOptionSelect={(_event, data) => onChange({ ...values, containerIcon: data.optionValue ?? '' })}
        >
          {CONTAINER_ICONS.map((icon) => (
            <Option key={icon.key} value={icon.value} text={icon.value}>
              <ContainerLabel icon={icon.value} text={icon.value} />
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label="Max lead time" hint="hh:mm:ss or hh:mm; empty for none">
        <Input
          value={values.maxLeadTime}
          placeholder="hh:mm:ss"
          onChange={(_event, data) => onChange({ ...values, maxLeadTime: data.value })}
          onBlur={checkLeadTime}
        />
      </Field>
      <AlertDialog
        alert={
          invalidLeadTime
            ? {
                title: FOOD_SAFETY_MESSAGES.invalidValueTitle,
                message: FOOD_SAFETY_MESSAGES.invalidMaxLeadTime,
              }
            : null
        }
        onClose={() => setInvalidLeadTime(false)}
      />
    </DetailForm>
  );
}
