import { Badge, Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ItemCategoryFieldsFragment } from '../../gql/graphql';
import { modeName } from './ItemCategoryForm';

const useStyles = makeStyles({
  row: {
    width: '100%',
    justifyContent: 'flex-start',
    gap: tokens.spacingHorizontalL,
    paddingBlock: tokens.spacingVerticalS,
    textAlign: 'start',
    fontWeight: tokens.fontWeightRegular,
  },
  key: { fontWeight: tokens.fontWeightSemibold, minWidth: '140px' },
  detail: { color: tokens.colorNeutralForeground3, minWidth: '120px' },
});

interface ItemCategoryRowProps {
  row: ItemCategoryFieldsFragment;
  open: boolean;
  onToggle: () => void;
}

/** One category in the ordered list; choosing it opens (or closes) its detail panel. */
export function ItemCategoryRow({ row, open, onToggle }: ItemCategoryRowProps) {
  const styles = useStyles();
  return (
    <Button appearance="transparent" className={styles.row} aria-expanded={open} onClick={onToggle}>
      <Text className={styles.key}>{row.sourceKey}</Text>
      <Text className={styles.detail}>{row.foodSafetyTypeName ?? 'No food safety type'}</Text>
      <Text className={styles.detail}>Prepared: {modeName(row.preparedItemsMode)}</Text>
      {row.isAlcohol && <Badge appearance="tint">Alcohol</Badge>}
    </Button>
  );
}
