import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { HISTORY_ENTITY_TYPES, historyEntityLabel } from '@fulfil/domain';
import type { UserScopeInput } from '../../gql/graphql';
import { SelectField } from '../../ui/SelectField';
import { PersonFilter, type Person } from './PersonFilter';

/** What the activity is narrowed to; empty text means no narrowing. */
export interface ActivityFilterValues {
  entityType: string;
  person: Person | null;
  /** yyyy-mm-dd, both days included. */
  from: string;
  to: string;
}

export const NO_FILTERS: ActivityFilterValues = { entityType: '', person: null, from: '', to: '' };

const useStyles = makeStyles({
  filters: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
  },
});

/** Each type by its screen's words, in the order people read them; the filter's value stays the type. */
const ENTITY_CHOICES = HISTORY_ENTITY_TYPES.map((type) => ({
  id: type,
  label: historyEntityLabel(type),
})).sort((a, b) => a.label.localeCompare(b.label));

interface ActivityFiltersProps {
  values: ActivityFilterValues;
  onChange: (values: ActivityFilterValues) => void;
  peopleScope: UserScopeInput;
}

/** The activity page's filters: entity type, person and a range of days. */
export function ActivityFilters({ values, onChange, peopleScope }: ActivityFiltersProps) {
  const styles = useStyles();
  const set = (changes: Partial<ActivityFilterValues>) => onChange({ ...values, ...changes });
  const backwards = values.from && values.to && values.to < values.from;
  return (
    <div className={styles.filters} role="search" aria-label="Filter the activity">
      <SelectField
        label="Entity type"
        value={values.entityType}
        placeholder="All types"
        choices={ENTITY_CHOICES}
        onChange={(entityType) => set({ entityType })}
      />
      <PersonFilter scope={peopleScope} value={values.person} onChange={(person) => set({ person })} />
      <Field label="From">
        <Input type="date" value={values.from} onChange={(_event, { value }) => set({ from: value })} />
      </Field>
      <Field label="To" validationMessage={backwards ? 'The last day is before the first.' : undefined}>
        <Input type="date" value={values.to} onChange={(_event, { value }) => set({ to: value })} />
      </Field>
    </div>
  );
}
