import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { LEAD_TIME_RULE_TYPES } from '@fulfil/domain';
import type { LeadTimeRuleFieldsFragment } from '../../gql/graphql';
import { SortableRowButton } from '../../ui/SortableRowButton';

const useStyles = makeStyles({
  name: {
    fontWeight: tokens.fontWeightSemibold,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  swatch: {
    width: '12px',
    height: '12px',
    borderRadius: tokens.borderRadiusCircular,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    flexShrink: 0,
  },
  detail: { color: tokens.colorNeutralForeground3 },
});

export const LEAD_TIME_RULE_COLUMNS = {
  labels: ['Rule', 'Description', 'Type', 'Minutes'],
  template: 'minmax(110px, 1.5fr) minmax(90px, 2fr) minmax(150px, 1fr) minmax(64px, auto)',
};

export const typeName = (typeId: number) =>
  LEAD_TIME_RULE_TYPES.find((type) => type.id === typeId)?.name ?? '';

interface LeadTimeRuleRowProps {
  row: LeadTimeRuleFieldsFragment;
  open: boolean;
  onToggle: () => void;
}

/** One rule in the ordered list. */
export function LeadTimeRuleRow({ row, open, onToggle }: LeadTimeRuleRowProps) {
  const styles = useStyles();
  return (
    <SortableRowButton template={LEAD_TIME_RULE_COLUMNS.template} open={open} onToggle={onToggle}>
      <Text className={styles.name}>
        <span className={styles.swatch} style={{ background: row.alertColor }} aria-hidden />
        {row.name}
      </Text>
      <Text className={styles.detail}>{row.description ?? ''}</Text>
      <Text className={styles.detail}>{typeName(row.leadTimeRuleTypeId)}</Text>
      <Text className={styles.detail}>{row.minutesFromPromiseTime} min</Text>
    </SortableRowButton>
  );
}
