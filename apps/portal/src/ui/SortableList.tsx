import { useMemo, useRef, useState, type ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ReOrderDotsVerticalRegular } from '@fluentui/react-icons';
import { moveInOrder, type MoveDirection } from '@fulfil/domain';
import { useCanWrite } from '../lib/write-access';
import { MoveButtons } from './MoveButtons';

/** The move a reorder consists of, as the server's move calls take it. */
export interface SortableMove {
  movedId: string;
  direction: MoveDirection;
  targetId: string;
}

export interface SortableListProps<T> {
  /** Names the list, e.g. "Item categories". */
  label: string;
  /** The items in the server's order. */
  items: readonly T[];
  getId: (item: T) => string;
  /** The item's name in announcements, e.g. "Produce". */
  getLabel: (item: T) => string;
  /** The accessible name of the item's drag handle, e.g. "Drag Produce". */
  handleLabel: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Stores the new order; when it rejects, the list silently goes back to the server's order. */
  onReorder: (orderedIds: string[], move: SortableMove) => Promise<unknown>;
  /** Highlights the open item. */
  selectedId?: string | null;
  /**
   * Column names over the rows, laid out by the same grid template the rows' content uses
   * (`sortableColumnsStyle`), so every reorderable list reads like the section list.
   */
  columns?: { labels: readonly string[]; template: string };
  disabled?: boolean;
}

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
  },
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    paddingInline: tokens.spacingHorizontalXS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  selected: {
    backgroundColor: tokens.colorNeutralBackground1Selected,
    boxShadow: `inset 3px 0 0 ${tokens.colorBrandStroke1}`,
  },
  dragging: { boxShadow: tokens.shadow16, position: 'relative', zIndex: 1 },
  handle: { cursor: 'grab', touchAction: 'none' },
  content: { flexGrow: 1, minWidth: 0 },
  header: {
    display: 'flex',
    gap: tokens.spacingHorizontalXS,
    paddingInline: tokens.spacingHorizontalXS,
    paddingBlock: tokens.spacingVerticalS,
    color: tokens.colorNeutralForeground3,
    fontWeight: tokens.fontWeightSemibold,
  },
  // The width of a row's drag handle and of its two move buttons, so the names sit over their cells.
  handleSpace: { flexShrink: 0, width: '32px' },
  movesSpace: { flexShrink: 0, width: '52px' },
  headerCells: { paddingInline: tokens.spacingHorizontalM },
});

/** The grid a row's content takes so its cells line up under the list's column names. */
export const sortableColumnsStyle = (template: string) =>
  ({ display: 'grid', gridTemplateColumns: template, columnGap: tokens.spacingHorizontalL }) as const;

interface RowProps {
  id: string;
  handleLabel: string;
  /** The move buttons at the row's end, as every reorderable list has them. */
  moves: ReactNode;
  selected: boolean;
  disabled: boolean;
  /** No handle at all for a person who may not reorder. */
  readOnly: boolean;
  children: ReactNode;
}

function SortableRow({ id, handleLabel, moves, selected, disabled, readOnly, children }: RowProps) {
  const styles = useStyles();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled: disabled || readOnly });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={mergeClasses(styles.row, selected && styles.selected, isDragging && styles.dragging)}
    >
      {!readOnly && (
        <Button
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          className={styles.handle}
          appearance="subtle"
          icon={<ReOrderDotsVerticalRegular />}
          aria-label={handleLabel}
          disabled={disabled}
        />
      )}
      <div className={styles.content}>{children}</div>
      {moves}
    </li>
  );
}

/** Where `movedId` lands when dropped on `overId`: after it when moving down, before it when moving up. */
function moveOf(ids: readonly string[], movedId: string, overId: string): SortableMove {
  const direction = ids.indexOf(overId) > ids.indexOf(movedId) ? 'After' : 'Before';
  return { movedId, direction, targetId: overId };
}

/**
 * A flat list reordered by dragging a handle, with the mouse or the keyboard (Space, arrows, Space).
 * The new order shows at once; the server's order returns if storing it fails.
 */
export function SortableList<T>(props: SortableListProps<T>) {
  const { items, getId, getLabel, onReorder, disabled = false } = props;
  const styles = useStyles();
  const readOnly = !useCanWrite();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // The order on screen while dragging and until the reorder is stored; null follows the server.
  const [pending, setPending] = useState<string[] | null>(null);
  // dnd-kit reports the picked-up row as over itself at once; saying so would drown "Picked up".
  const hasMoved = useRef(false);

  const byId = useMemo(() => new Map(items.map((item) => [getId(item), item])), [items, getId]);
  const serverIds = useMemo(() => items.map(getId), [items, getId]);
  // Rows deleted meanwhile drop out; rows added meanwhile show at the end.
  const ids = pending
    ? [...pending.filter((id) => byId.has(id)), ...serverIds.filter((id) => !pending.includes(id))]
    : serverIds;

  const labelOf = (id: UniqueIdentifier) => {
    const item = byId.get(String(id));
    return item ? getLabel(item) : String(id);
  };
  const positionOf = (id: UniqueIdentifier) => `position ${ids.indexOf(String(id)) + 1} of ${ids.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      hasMoved.current = false;
      return `Picked up ${labelOf(active.id)}, at ${positionOf(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      if (over?.id === active.id && !hasMoved.current) return undefined;
      hasMoved.current = true;
      return over
        ? `${labelOf(active.id)} moved to ${positionOf(over.id)}.`
        : `${labelOf(active.id)} is not over the list.`;
    },
    onDragEnd: ({ active, over }) =>
      over ? `${labelOf(active.id)} dropped at ${positionOf(over.id)}.` : `${labelOf(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${labelOf(active.id)} was cancelled.`,
  };

  /** Shows the move at once and stores it; the server's order comes back if storing fails. */
  const apply = async (move: SortableMove) => {
    const next = moveInOrder(ids, move.movedId, move.direction, move.targetId);
    setPending(next);
    try {
      await onReorder(next, move);
    } catch {
      // A failed reorder is not reported (spec 3, lists): the server's order simply comes back.
    }
    setPending(null);
  };

  const drop = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) setPending(null);
    else void apply(moveOf(ids, String(active.id), String(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements }}
      // Freezes the order being dragged, so a live change from elsewhere cannot shift rows under the pointer.
      onDragStart={() => setPending(ids)}
      onDragCancel={() => setPending(null)}
      onDragEnd={drop}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {props.columns && (
          // The names repeat what each row's text already says; they are there for the eye.
          <div className={styles.header} aria-hidden>
            {!readOnly && <span className={styles.handleSpace} />}
            <div
              className={mergeClasses(styles.content, styles.headerCells)}
              style={sortableColumnsStyle(props.columns.template)}
            >
              {props.columns.labels.map((name) => (
                <span key={name}>{name}</span>
              ))}
            </div>
            {!readOnly && !disabled && <span className={styles.movesSpace} />}
          </div>
        )}
        <ul className={styles.list} aria-label={props.label}>
          {ids.map((id, index) => {
            const item = byId.get(id);
            if (!item) return null;
            return (
              <SortableRow
                key={id}
                id={id}
                handleLabel={props.handleLabel(item)}
                moves={
                  // A filtered list hides rows, so its neighbours are not the stored order's.
                  !disabled && (
                    <MoveButtons
                      label={getLabel(item)}
                      previousId={ids[index - 1]}
                      nextId={ids[index + 1]}
                      onMoveBefore={(targetId) => void apply({ movedId: id, direction: 'Before', targetId })}
                      onMoveAfter={(targetId) => void apply({ movedId: id, direction: 'After', targetId })}
                    />
                  )
                }
                selected={id === props.selectedId}
                disabled={disabled}
                readOnly={readOnly}
              >
                {props.renderItem(item)}
              </SortableRow>
            );
          })}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
