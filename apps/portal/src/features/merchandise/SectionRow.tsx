import { memo, useCallback, type ReactNode } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { zoneListLabel } from '@fulfil/domain';
import type { MerchandiseSectionFragment, MoveDirection } from '../../gql/graphql';
import { sectionDragId, sectionLabel, type DragItem } from './layout-drag';
import { useSectionGridStyles } from './section-grid';
import { MoveButtons } from '../../ui/MoveButtons';
import { DragHandle } from './DragHandle';
import { dropAttributes, useDropMarkStyles, useDropPlace } from './drop-marks';
import { modeLabel, prepOptionLabel } from './section-values';

const useStyles = makeStyles({
  row: {
    position: 'absolute',
    left: 0,
    right: 0,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  open: {
    boxShadow: `inset 3px 0 0 ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1Selected,
  },
  // The overlay carries the section; the row stays faint where it was until the drop.
  dragging: { opacity: 0.4 },
  toggle: { justifyContent: 'flex-start', minWidth: 0, fontWeight: tokens.fontWeightSemibold },
  toggleText: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  count: { textAlign: 'end' },
  moves: { display: 'flex' },
  detail: { padding: tokens.spacingHorizontalL, paddingTop: tokens.spacingVerticalS },
});

export type SectionMove = (
  section: MerchandiseSectionFragment,
  direction: MoveDirection,
  targetId: string,
) => void;

interface SectionRowProps {
  section: MerchandiseSectionFragment;
  index: number;
  /** Where the virtual list places the row. */
  top: number;
  measure: (node: HTMLElement | null) => void;
  open: boolean;
  previousId: string | undefined;
  nextId: string | undefined;
  /** Animate neighbours only while something is dragged, not when the virtual list re-measures. */
  animate: boolean;
  onToggle: (sectionId: string) => void;
  onMove: SectionMove;
  /** The open section's shelves and forms. */
  children?: ReactNode;
}

/** One section of the list: drag handle, the open/close button, its summary and Move up / Move down. */
export const SectionRow = memo(function SectionRow(props: SectionRowProps) {
  const { section, open, previousId, nextId, onMove } = props;
  const styles = useStyles();
  const grid = useSectionGridStyles();
  const data: DragItem = { type: 'section', section };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: sectionDragId(section.id), data });
  const dropPlace = useDropPlace(sectionDragId(section.id));
  const dropStyles = useDropMarkStyles();
  const label = sectionLabel(section);
  const zones = zoneListLabel(section.zones.map((zone) => zone.zoneName));
  const mode = modeLabel(section.preparedItemsMode);
  const { measure } = props;
  // Stable, so React does not detach and re-measure the row on every render.
  const ref = useCallback(
    (node: HTMLElement | null) => {
      setNodeRef(node);
      measure(node);
    },
    [setNodeRef, measure],
  );

  return (
    <div
      ref={ref}
      data-index={props.index}
      role="listitem"
      aria-label={label}
      className={mergeClasses(
        styles.row,
        open && styles.open,
        isDragging && styles.dragging,
        dropPlace && dropStyles[dropPlace],
      )}
      {...dropAttributes(dropPlace)}
      style={{
        top: props.top,
        transform: CSS.Translate.toString(transform),
        transition: props.animate ? transition : undefined,
      }}
    >
      <div className={grid.grid}>
        <DragHandle
          label={label}
          attributes={attributes}
          listeners={listeners}
          setActivatorNodeRef={setActivatorNodeRef}
        />
        <Button
          appearance="transparent"
          className={styles.toggle}
          icon={open ? <ChevronDownRegular /> : <ChevronRightRegular />}
          aria-expanded={open}
          onClick={() => props.onToggle(section.id)}
        >
          <span className={styles.toggleText} title={label}>
            {label}
          </span>
        </Button>
        <span className={grid.cell}>{section.foodSafetyTypeName}</span>
        <span className={grid.cell} title={mode}>
          {mode}
        </span>
        <span className={grid.cell}>{prepOptionLabel(section.prepOptionId)}</span>
        <span className={grid.wrappingCell} title={section.zones.map((zone) => zone.zoneName).join(', ')}>
          {zones}
        </span>
        <span className={mergeClasses(grid.cell, styles.count)} aria-label={`${section.shelfCount} shelves`}>
          {section.shelfCount}
        </span>
        <span className={styles.moves}>
          <MoveButtons
            label={label}
            previousId={previousId}
            nextId={nextId}
            onMoveBefore={(target) => onMove(section, 'BEFORE', target)}
            onMoveAfter={(target) => onMove(section, 'AFTER', target)}
          />
        </span>
      </div>
      {open && <div className={styles.detail}>{props.children}</div>}
    </div>
  );
});
