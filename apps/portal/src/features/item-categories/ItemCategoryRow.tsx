import { Badge, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ItemCategoryFieldsFragment } from '../../gql/graphql';
import { SortableRowButton } from '../../ui/SortableRowButton';
import { modeName } from './ItemCategoryForm';

const useStyles = makeStyles({
  key: { fontWeight: tokens.fontWeightSemibold },
  detail: { color: tokens.colorNeutralForeground3 },
});

/** The list's columns, over the cells each row lays out on the same grid. */
export const ITEM_CATEGORY_COLUMNS = {
  labels: ['Category', 'Food safety', 'Prepared items', 'Alcohol'],
  template: 'minmax(120px, 1.5fr) minmax(100px, 1fr) minmax(160px, 2fr) minmax(64px, auto)',
};

interface ItemCategoryRowProps {
  row: ItemCategoryFieldsFragment;
  open: boolean;
  onToggle: () => void;
}

/** One category in the ordered list. */
export function ItemCategoryRow({ row, open, onToggle }: ItemCategoryRowProps) {
  const styles = useStyles();
  return (
    <SortableRowButton template={ITEM_CATEGORY_COLUMNS.template} open={open} onToggle={onToggle}>
      <Text className={styles.key}>{row.sourceKey}</Text>
      <Text className={styles.detail}>{row.foodSafetyTypeName ?? 'No food safety type'}</Text>
      <Text className={styles.detail}>{modeName(row.preparedItemsMode)}</Text>
      <span>{row.isAlcohol && <Badge appearance="tint">Alcohol</Badge>}</span>
    </SortableRowButton>
  );
}
