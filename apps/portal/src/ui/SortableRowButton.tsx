import type { ReactNode } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { sortableColumnsStyle } from './SortableList';

const useStyles = makeStyles({
  row: {
    width: '100%',
    justifyContent: 'flex-start',
    gap: tokens.spacingHorizontalL,
    paddingBlock: tokens.spacingVerticalS,
    textAlign: 'start',
    fontWeight: tokens.fontWeightRegular,
  },
});

interface SortableRowButtonProps {
  /** The list's column template, so the cells line up under its headers. */
  template: string;
  open: boolean;
  onToggle: () => void;
  /** One cell per column. */
  children: ReactNode;
}

/** One row of an ordered list; choosing it opens (or closes) its detail panel. */
export function SortableRowButton({ template, open, onToggle, children }: SortableRowButtonProps) {
  const styles = useStyles();
  return (
    <Button
      appearance="transparent"
      className={styles.row}
      style={sortableColumnsStyle(template)}
      aria-expanded={open}
      onClick={onToggle}
    >
      {children}
    </Button>
  );
}
