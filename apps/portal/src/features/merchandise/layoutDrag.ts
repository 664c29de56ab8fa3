import { closestCenter, pointerWithin, type Announcements, type CollisionDetection } from '@dnd-kit/core';
import type {
  MerchandiseSectionFragment,
  MerchandiseSectionWithShelvesFragment,
  MerchandiseShelfFragment,
  MoveDirection,
} from '../../gql/graphql';

/** What is dragged or dropped on: sections and shelves share one drag context, so a shelf can change section. */
export type DragItem =
  | { type: 'section'; section: MerchandiseSectionFragment }
  | { type: 'shelf'; shelf: MerchandiseShelfFragment; section: MerchandiseSectionWithShelvesFragment };

// Section and shelf ids come from different tables and may be equal, so the drag ids say which is which.
export const sectionDragId = (sectionId: string) => `section:${sectionId}`;
export const shelfDragId = (shelfId: string) => `shelf:${shelfId}`;

/** The item behind a drag source, drop target or droppable, from the data its useSortable was given. */
export const itemOf = (target: { data: { current?: unknown } } | null | undefined) =>
  target?.data.current as DragItem | undefined;

/** "A01 – Produce": how a section is named on its handle, its buttons and in announcements. */
export const sectionLabel = (section: MerchandiseSectionFragment) =>
  section.sectionSourceKey ? `${section.sectionSourceKey} – ${section.name}` : section.name;

export const shelfLabel = (shelf: MerchandiseShelfFragment) => `shelf ${shelf.name || shelf.sequenceId}`;

const labelOf = (item: DragItem | undefined) =>
  !item ? 'nothing' : item.type === 'section' ? sectionLabel(item.section) : shelfLabel(item.shelf);

/** Dropped on an item further down lands after it, further up before it: the order the list showed while dragging. */
export function directionOf(ids: readonly string[], movedId: string, targetId: string): MoveDirection {
  return ids.indexOf(targetId) > ids.indexOf(movedId) ? 'AFTER' : 'BEFORE';
}

/**
 * A dragged section only meets sections. A dragged shelf meets another section when the pointer is
 * over that section's row (moving the shelf there), and otherwise the nearest shelf of its own section.
 * A keyboard drag has no pointer: the middle of the dragged shelf stands in for it, so the arrow keys
 * can carry a shelf onto another section too.
 */
export const layoutCollisions: CollisionDetection = (args) => {
  const active = itemOf(args.active);
  const ofType = (type: DragItem['type']) =>
    args.droppableContainers.filter((container) => itemOf(container)?.type === type);
  if (active?.type !== 'shelf') return closestCenter({ ...args, droppableContainers: ofType('section') });
  const otherSections = ofType('section').filter((c) => itemOf(c)?.section.id !== active.shelf.sectionId);
  const { collisionRect } = args;
  const pointerCoordinates = args.pointerCoordinates ?? {
    x: collisionRect.left + collisionRect.width / 2,
    y: collisionRect.top + collisionRect.height / 2,
  };
  const onSection = pointerWithin({ ...args, pointerCoordinates, droppableContainers: otherSections });
  if (onSection.length > 0) return onSection;
  const ownShelves = ofType('shelf').filter((c) => itemOf(c)?.section.id === active.shelf.sectionId);
  return closestCenter({ ...args, droppableContainers: ownShelves });
};

/** What a screen reader hears while dragging, with the names of sections and shelves. */
export const layoutAnnouncements: Announcements = {
  onDragStart: ({ active }) =>
    `Picked up ${labelOf(itemOf(active))}. Use the arrow keys to move, Space to drop.`,
  onDragOver: ({ active, over }) => {
    const moved = itemOf(active);
    const target = itemOf(over);
    if (!target) return `${labelOf(moved)} is not over a place to drop.`;
    if (moved?.type === 'shelf' && target.type === 'section')
      return `${labelOf(moved)} is over the section ${labelOf(target)}; dropping moves it there.`;
    return `${labelOf(moved)} is over ${labelOf(target)}.`;
  },
  onDragEnd: ({ active, over }) => {
    const target = itemOf(over);
    return target && active.id !== over?.id
      ? `${labelOf(itemOf(active))} was dropped on ${labelOf(target)}.`
      : `${labelOf(itemOf(active))} was dropped where it was.`;
  },
  onDragCancel: ({ active }) => `Moving ${labelOf(itemOf(active))} was cancelled.`,
};
