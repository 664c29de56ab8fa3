import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  DndContext,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragOverEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { MerchandiseSectionFragment } from '../../gql/graphql';
import { DraggedItemOverlay } from './DraggedItemOverlay';
import { DropMarkContext, rowsStayPut } from './drop-marks';
import {
  dropMarkOf,
  itemOf,
  layoutAnnouncements,
  layoutCollisions,
  sectionDragId,
  type DropMark,
} from './layout-drag';
import { SectionDetail } from './SectionDetail';
import { useSectionGridStyles } from './section-grid';
import { SectionRow, type SectionMove } from './SectionRow';
import type { LayoutMoves } from './use-layout-moves';

const ROW_HEIGHT = 45;
const OPEN_ROW_ESTIMATE = 720;
// Rows mount and unmount while a drag scrolls the list, so drop targets are measured all along.
const MEASURING = { droppable: { strategy: MeasuringStrategy.Always } };

const useStyles = makeStyles({
  frame: {
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    // A narrow window scrolls the columns sideways rather than cutting them off.
    overflowX: 'auto',
    overflowY: 'hidden',
  },
  columns: { minWidth: '760px' },
  header: {
    color: tokens.colorNeutralForeground3,
    fontWeight: tokens.fontWeightSemibold,
    borderBottom: `1px solid ${tokens.colorNeutralStroke1}`,
  },
  scroller: { height: 'calc(100vh - 250px)', minHeight: '320px', overflowY: 'auto', contain: 'strict' },
  body: { position: 'relative', width: '100%' },
});

interface SectionListProps {
  sections: readonly MerchandiseSectionFragment[];
  openId: string | null;
  onToggle: (sectionId: string) => void;
  moves: LayoutMoves;
}

/**
 * The store's sections in order, virtualised so a store of hundreds of sections scrolls smoothly:
 * only the rows in view (and the open one, whose form must keep its draft) are rendered. The
 * sortable context still lists every section, so dragging and the keyboard reach the whole order.
 */
export function SectionList({ sections, openId, onToggle, moves }: SectionListProps) {
  const styles = useStyles();
  const grid = useSectionGridStyles();
  const scroller = useRef<HTMLDivElement>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const [dropMark, setDropMark] = useState<DropMark | null>(null);
  const ids = useMemo(() => sections.map((section) => section.id), [sections]);
  // A new items array re-renders every sortable row, so it changes only with the order.
  const dragIds = useMemo(() => ids.map(sectionDragId), [ids]);
  const openIndex = openId ? ids.indexOf(openId) : -1;
  const draggedIndex = dragging ? ids.indexOf(dragging) : -1;

  // The open row and the dragged row stay mounted when scrolled away: one holds a draft, the other the drag.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = new Set(defaultRangeExtractor(range));
      if (openIndex >= 0) indexes.add(openIndex);
      if (draggedIndex >= 0) indexes.add(draggedIndex);
      return [...indexes].sort((a, b) => a - b);
    },
    [openIndex, draggedIndex],
  );
  // The virtualizer's functions are only called while rendering this list, never kept by a memoised value.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: sections.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => (index === openIndex ? OPEN_ROW_ESTIMATE : ROW_HEIGHT),
    getItemKey: (index) => sections[index]?.id ?? index,
    overscan: 10,
    rangeExtractor,
  });

  // A section opened low in the list (a new one, or one near the bottom) is scrolled up so that its
  // detail shows; one opened near the top stays put, with the sections above it still in view.
  useEffect(() => {
    const element = scroller.current;
    if (openIndex < 0 || !element) return;
    const [start] = virtualizer.getOffsetForIndex(openIndex, 'start') ?? [];
    const top = (start ?? 0) - element.scrollTop;
    if (top < 0 || top > element.clientHeight / 2) virtualizer.scrollToIndex(openIndex, { align: 'start' });
    // Only the opening scrolls; a section moved while open stays where the person put the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openId]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const mark = ({ active, over }: DragOverEvent) => setDropMark(dropMarkOf(active, over, ids));
  const stop = () => {
    setDragging(null);
    setDropMark(null);
  };

  // The drop lands where the mark showed it, so both read the same answer.
  const drop = ({ active, over }: DragEndEvent) => {
    stop();
    const moved = itemOf(active);
    const target = itemOf(over);
    const landing = dropMarkOf(active, over, ids);
    if (!moved || !target || !landing) return;
    const direction = landing.place === 'after' ? 'AFTER' : 'BEFORE';
    if (landing.place === 'into' && moved.type === 'shelf')
      moves.moveShelfToSection(moved.shelf, target.section.id);
    else if (moved.type === 'section' && target.type === 'section')
      moveSection(moved.section, direction, target.section.id);
    else if (moved.type === 'shelf' && target.type === 'shelf')
      moves.moveShelf(moved.section, moved.shelf, direction, target.shelf.id);
  };

  const close = useCallback(() => openId && onToggle(openId), [openId, onToggle]);
  const moveSection = useCallback<SectionMove>(
    (section, direction, target) => moves.moveSection(ids, section, direction, target),
    [ids, moves],
  );

  return (
    <div className={styles.frame}>
      <div className={styles.columns}>
        <div className={mergeClasses(grid.grid, styles.header)} aria-hidden>
          <span />
          <span>Code – Name</span>
          <span>Food safety</span>
          <span>Prepared items</span>
          <span>Prep option</span>
          <span>Zones</span>
          <span>Shelves</span>
          <span />
        </div>
        <DndContext
          sensors={sensors}
          collisionDetection={layoutCollisions}
          measuring={MEASURING}
          accessibility={{ announcements: layoutAnnouncements }}
          onDragStart={({ active }) => setDragging(itemOf(active)?.section.id ?? null)}
          onDragOver={mark}
          onDragCancel={stop}
          onDragEnd={drop}
        >
          <DraggedItemOverlay />
          <SortableContext items={dragIds} strategy={rowsStayPut}>
            <DropMarkContext value={dropMark}>
              <div ref={scroller} className={styles.scroller}>
                <div
                  role="list"
                  aria-label="Sections"
                  className={styles.body}
                  style={{ height: virtualizer.getTotalSize() }}
                >
                  {virtualizer.getVirtualItems().map((row) => {
                    const section = sections[row.index];
                    if (!section) return null;
                    const open = section.id === openId;
                    return (
                      <SectionRow
                        key={section.id}
                        section={section}
                        index={row.index}
                        top={row.start}
                        measure={virtualizer.measureElement}
                        open={open}
                        previousId={ids[row.index - 1]}
                        nextId={ids[row.index + 1]}
                        animate={dragging !== null}
                        onToggle={onToggle}
                        onMove={moveSection}
                      >
                        {open && <SectionDetail section={section} moves={moves} onClose={close} />}
                      </SectionRow>
                    );
                  })}
                </div>
              </div>
            </DropMarkContext>
          </SortableContext>
        </DndContext>
      </div>
    </div>
  );
}
