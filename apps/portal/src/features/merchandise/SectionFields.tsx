import { useQuery } from '@apollo/client/react';
import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { PREP_OPTIONS, PREPARED_ITEMS_MODE, PREPARED_ITEMS_MODES } from '@fulfil/domain';
import { MerchandiseFoodSafetyTypesDocument } from '../../gql/graphql';
import { SelectField } from '../../ui/SelectField';
import { choicesOf, type SectionValues } from './section-values';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    alignItems: 'start',
  },
});

interface SectionFieldsProps {
  storeId: string;
  values: SectionValues;
  onChange: (values: SectionValues) => void;
  /** Messages by field name, e.g. from validateNewSection. */
  fieldErrors?: Partial<Record<keyof SectionValues, string>>;
}

const sectionModes = choicesOf(PREPARED_ITEMS_MODES, (mode) => mode !== PREPARED_ITEMS_MODE.Inherit);
const prepOptions = choicesOf(PREP_OPTIONS);

/** Code, name, food safety type, prepared items mode and prep option of a section. */
export function SectionFields({ storeId, values, onChange, fieldErrors = {} }: SectionFieldsProps) {
  const styles = useStyles();
  const { data } = useQuery(MerchandiseFoodSafetyTypesDocument, { variables: { storeId } });
  const set = (field: keyof SectionValues) => (value: string) => onChange({ ...values, [field]: value });
  const modeIsNo = values.preparedItemsMode === String(PREPARED_ITEMS_MODE.No);

  return (
    <div className={styles.grid}>
      <Field label="Code" required validationMessage={fieldErrors.sectionSourceKey}>
        <Input value={values.sectionSourceKey} onChange={(_e, d) => set('sectionSourceKey')(d.value)} />
      </Field>
      <Field label="Name">
        <Input value={values.name} onChange={(_e, d) => set('name')(d.value)} />
      </Field>
      <SelectField
        label="Food safety type"
        required
        placeholder="Choose a food safety type"
        value={values.foodSafetyTypeId}
        choices={(data?.foodSafetyTypes ?? []).map((type) => ({ id: type.id, label: type.name }))}
        onChange={set('foodSafetyTypeId')}
        validationMessage={fieldErrors.foodSafetyTypeId}
      />
      <SelectField
        label="Prepared items mode"
        required
        placeholder="Choose a mode"
        value={values.preparedItemsMode}
        choices={sectionModes}
        onChange={set('preparedItemsMode')}
        validationMessage={fieldErrors.preparedItemsMode}
      />
      <SelectField
        label="Prep option"
        placeholder={modeIsNo ? 'None' : 'Regular'}
        value={modeIsNo ? '' : values.prepOptionId}
        choices={prepOptions}
        onChange={set('prepOptionId')}
        disabled={modeIsNo}
        hint={modeIsNo ? 'Applies only when prepared items are on.' : undefined}
      />
    </div>
  );
}
