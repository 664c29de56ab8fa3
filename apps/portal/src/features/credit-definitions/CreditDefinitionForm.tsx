import { useId } from 'react';
import {
  Badge,
  Checkbox,
  Field,
  Input,
  Label,
  makeStyles,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import {
  CREDIT_MULTIPLIERS,
  CREDIT_PERMISSIONS,
  creditDefinitionChanges,
  SMALL_CREDIT,
  type TrackedCreditLists,
} from '@fulfil/domain';
import type { CreditDefinitionFieldsFragment, CreditDefinitionInput } from '../../gql/graphql';
import { DetailForm } from '../../ui/DetailForm';
import type { RowFormProps } from '../../ui/row-list';

export interface CreditDefinitionValues {
  name: string;
  sourceKey: string;
  notificationTemplate: string;
  /** Typed as one comma-separated line. */
  departments: string;
  multipliers: string[];
  permissions: string[];
}

export const valuesOf = (definition: CreditDefinitionFieldsFragment | null): CreditDefinitionValues => ({
  name: definition?.name ?? '',
  sourceKey: definition?.sourceKey ?? '',
  notificationTemplate: definition?.notificationTemplate ?? '',
  departments: definition?.departments.join(', ') ?? '',
  multipliers: definition?.multipliers ?? [],
  // Small Credit is the default permission of a new definition.
  permissions: definition?.permissions ?? [SMALL_CREDIT],
});

const named = (names: readonly string[]) => names.map((name) => ({ name }));

const tracked = (values: CreditDefinitionValues): TrackedCreditLists => ({
  customerCreditDepartments: named(departmentsOf(values.departments)),
  customerCreditMultipliers: named(values.multipliers),
  customerCreditPermissions: named(values.permissions),
});

const departmentsOf = (text: string) =>
  text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

/** The values as the API takes them. */
export const inputOf = (values: CreditDefinitionValues): CreditDefinitionInput => ({
  ...values,
  name: values.name.trim(),
  departments: departmentsOf(values.departments),
});

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  heading: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  options: { display: 'flex', flexWrap: 'wrap' },
});

/** A labelled group of checkboxes whose heading says when it differs from the saved definition. */
function ChoiceGroup(props: {
  label: string;
  changed: boolean;
  options: readonly { name: string; hint?: string }[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}) {
  const styles = useStyles();
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className={styles.group}>
      <div className={styles.heading}>
        <Label id={id}>{props.label}</Label>
        {props.changed && <ChangedBadge />}
      </div>
      <div className={styles.options}>
        {props.options.map((option) => (
          <Checkbox
            key={option.name}
            label={option.hint ? `${option.name} (${option.hint})` : option.name}
            checked={props.chosen.includes(option.name)}
            onChange={(_event, data) =>
              props.onChange(
                data.checked
                  ? [...props.chosen, option.name]
                  : props.chosen.filter((name) => name !== option.name),
              )
            }
          />
        ))}
      </div>
    </div>
  );
}

const ChangedBadge = () => (
  <Badge appearance="tint" color="warning" size="small">
    Changed
  </Badge>
);

/** A credit definition's fields; changed lists are marked against the saved definition. */
export function CreditDefinitionForm(
  props: RowFormProps<CreditDefinitionValues, CreditDefinitionFieldsFragment>,
) {
  const { values, onChange, original } = props;
  const changes = original
    ? creditDefinitionChanges(tracked(valuesOf(original)), tracked(values))
    : { departments: false, multipliers: false, permissions: false };
  return (
    <DetailForm label="Credit definition" {...props.frame}>
      <Field label="Name" required>
        <Input value={values.name} onChange={(_event, data) => onChange({ ...values, name: data.value })} />
      </Field>
      <Field label="Source key">
        <Input
          value={values.sourceKey}
          onChange={(_event, data) => onChange({ ...values, sourceKey: data.value })}
        />
      </Field>
      <Field label="Customer notification template">
        <Textarea
          value={values.notificationTemplate}
          onChange={(_event, data) => onChange({ ...values, notificationTemplate: data.value })}
        />
      </Field>
      <Field
        label={{ children: <>Departments {changes.departments && <ChangedBadge />}</> }}
        hint="Separate departments with commas."
      >
        <Input
          value={values.departments}
          onChange={(_event, data) => onChange({ ...values, departments: data.value })}
        />
      </Field>
      <ChoiceGroup
        label="Multipliers"
        changed={changes.multipliers}
        options={CREDIT_MULTIPLIERS}
        chosen={values.multipliers}
        onChange={(multipliers) => onChange({ ...values, multipliers })}
      />
      <ChoiceGroup
        label="Permissions"
        changed={changes.permissions}
        options={CREDIT_PERMISSIONS.map(({ name, description }) => ({ name, hint: description }))}
        chosen={values.permissions}
        onChange={(permissions) => onChange({ ...values, permissions })}
      />
    </DetailForm>
  );
}
