import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import type {
  MerchandiseSectionWithShelvesFragment,
  MerchandiseShelfFragment,
  MoveDirection,
} from '../../gql/graphql';
import { shelfDragId, shelfLabel, type DragItem } from './layout-drag';
import { WriteOnly } from '../../lib/write-access';
import { MoveButtons } from '../../ui/MoveButtons';
import { DragHandle } from './DragHandle';
import { dropAttributes, useDropMarkStyles, useDropPlace } from './drop-marks';
import { effectivePrepOption, modeLabel, prepOptionLabel } from './section-values';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns:
      '32px 40px minmax(100px, 2fr) minmax(80px, 1fr) minmax(120px, 2fr) minmax(80px, 1fr) auto',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    minHeight: '36px',
    paddingInline: tokens.spacingHorizontalXS,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
  },
  // The overlay carries the shelf; the row stays faint where it was until the drop.
  dragging: { opacity: 0.4 },
  cell: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex' },
});

interface ShelfRowProps {
  section: MerchandiseSectionWithShelvesFragment;
  shelf: MerchandiseShelfFragment;
  foodSafetyTypeName: string | undefined;
  previousId: string | undefined;
  nextId: string | undefined;
  onMove: (shelf: MerchandiseShelfFragment, direction: MoveDirection, targetId: string) => void;
  onEdit: (shelf: MerchandiseShelfFragment) => void;
  onDelete: (shelf: MerchandiseShelfFragment) => void;
}

/** One shelf of the open section: drag handle, its settings, edit, delete, Move up / Move down. */
export function ShelfRow({ section, shelf, previousId, nextId, onMove, ...props }: ShelfRowProps) {
  const styles = useStyles();
  const data: DragItem = { type: 'shelf', shelf, section };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: shelfDragId(shelf.id), data });
  const dropPlace = useDropPlace(shelfDragId(shelf.id));
  const dropStyles = useDropMarkStyles();
  const label = shelfLabel(shelf);
  const mode = modeLabel(shelf.preparedItemsMode);
  return (
    <li
      ref={setNodeRef}
      aria-label={label}
      className={mergeClasses(styles.row, isDragging && styles.dragging, dropPlace && dropStyles[dropPlace])}
      {...dropAttributes(dropPlace)}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <DragHandle
        label={label}
        attributes={attributes}
        listeners={listeners}
        setActivatorNodeRef={setActivatorNodeRef}
      />
      <span className={styles.muted}>{shelf.sequenceId}</span>
      <span className={styles.cell}>{shelf.name || <span className={styles.muted}>(no name)</span>}</span>
      <span className={styles.cell}>{props.foodSafetyTypeName}</span>
      <span className={styles.cell} title={mode}>
        {mode}
      </span>
      <span className={styles.cell}>{prepOptionLabel(effectivePrepOption(shelf, section))}</span>
      <span className={styles.actions}>
        <MoveButtons
          label={label}
          previousId={previousId}
          nextId={nextId}
          onMoveBefore={(target) => onMove(shelf, 'BEFORE', target)}
          onMoveAfter={(target) => onMove(shelf, 'AFTER', target)}
        />
        <WriteOnly>
          <Button
            appearance="subtle"
            size="small"
            icon={<EditRegular />}
            aria-label={`Edit ${label}`}
            onClick={() => props.onEdit(shelf)}
          />
          <Button
            appearance="subtle"
            size="small"
            icon={<DeleteRegular />}
            aria-label={`Delete ${label}`}
            onClick={() => props.onDelete(shelf)}
          />
        </WriteOnly>
      </span>
    </li>
  );
}
