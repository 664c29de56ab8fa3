import { useMemo, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const ROW_HEIGHT = 32;

const useStyles = makeStyles({
  scroller: {
    maxHeight: '60vh',
    overflow: 'auto',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  row: {
    display: 'grid',
    alignItems: 'center',
    height: `${ROW_HEIGHT}px`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}`,
  },
  header: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground3,
    fontWeight: tokens.fontWeightSemibold,
  },
  cell: {
    paddingInline: tokens.spacingHorizontalS,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  number: { textAlign: 'end' },
});

interface ReportTableProps {
  label: string;
  columns: string[];
  rows: (string | number | null)[][];
  /** The whole report's rows, of which `rows` may so far be the first. */
  rowCount: number;
}

/** Whether each column holds numbers, judged by its first filled cell, so its header lines up with its values. */
function numericColumns(columns: string[], rows: ReportTableProps['rows']): boolean[] {
  return columns.map((_, index) => {
    const filled = rows.find((row) => row[index] !== null && row[index] !== undefined);
    return typeof filled?.[index] === 'number';
  });
}

/**
 * A table report: columns from the rows' keys, and only the rows in view rendered, so fifty thousand
 * rows show as fast as fifty. The ARIA table roles and row indexes tell screen readers where each
 * rendered row sits in the whole, counting the rows still on their way.
 */
export function ReportTable({ label, columns, rows, rowCount }: ReportTableProps) {
  const styles = useStyles();
  const scroller = useRef<HTMLDivElement>(null);
  const numeric = useMemo(() => numericColumns(columns, rows), [columns, rows]);
  const cellClass = (index: number) => mergeClasses(styles.cell, numeric[index] && styles.number);
  // The virtualizer's measurements change on every scroll, which is why this component is not memoised.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const template = { gridTemplateColumns: `repeat(${columns.length}, minmax(140px, 1fr))` };
  const width = { minWidth: `${columns.length * 140}px` };
  return (
    <div
      ref={scroller}
      className={styles.scroller}
      role="table"
      aria-label={label}
      aria-rowcount={rowCount + 1}
      tabIndex={0}
    >
      <div role="rowgroup" className={styles.header} style={width}>
        <div role="row" aria-rowindex={1} className={styles.row} style={template}>
          {columns.map((column, index) => (
            <div key={column} role="columnheader" className={cellClass(index)}>
              {column}
            </div>
          ))}
        </div>
      </div>
      <div role="rowgroup" style={{ ...width, height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => (
          <div
            key={item.key}
            role="row"
            aria-rowindex={item.index + 2}
            className={styles.row}
            style={{
              ...template,
              position: 'absolute',
              top: 0,
              left: 0,
              right: 0,
              transform: `translateY(${item.start}px)`,
            }}
          >
            {rows[item.index]!.map((cell, index) => (
              <div key={columns[index]} role="cell" className={cellClass(index)}>
                {cell ?? ''}
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
