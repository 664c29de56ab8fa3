import {
  closestCenter,
  pointerWithin,
  type Announcements,
  type CollisionDetection,
  type DroppableContainer,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import type {
  MerchandiseSectionFragment,
  MerchandiseSectionWithShelvesFragment,
  MerchandiseShelfFragment,
  MoveDirection,
} from '../../gql/graphql';
import { sortedShelves } from './section-cache';

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
 * A pointer outside every section meets nothing, so dropping there cancels. A keyboard drag has no
 * pointer: the middle of the dragged item stands in for it, so the arrow keys can carry a shelf onto
 * another section too.
 */
export const layoutCollisions: CollisionDetection = (args) => {
  const active = itemOf(args.active);
  const ofType = (type: DragItem['type']) =>
    args.droppableContainers.filter((container) => itemOf(container)?.type === type);
  const { collisionRect } = args;
  const pointerCoordinates = args.pointerCoordinates ?? {
    x: collisionRect.left + collisionRect.width / 2,
    y: collisionRect.top + collisionRect.height / 2,
  };
  const sectionsUnder = (containers: DroppableContainer[]) =>
    pointerWithin({ ...args, pointerCoordinates, droppableContainers: containers });
  const sections = ofType('section');
  if (sectionsUnder(sections).length === 0) return [];
  if (active?.type !== 'shelf') return closestCenter({ ...args, droppableContainers: sections });
  const otherSections = sections.filter((c) => itemOf(c)?.section.id !== active.shelf.sectionId);
  const onSection = sectionsUnder(otherSections);
  if (onSection.length > 0) return onSection;
  const ownShelves = ofType('shelf').filter((c) => itemOf(c)?.section.id === active.shelf.sectionId);
  return closestCenter({ ...args, droppableContainers: ownShelves });
};

/**
 * Where a drop would land, as the list marks it: `into` a section (a shelf changing section), or
 * `before` / `after` a row of the same list.
 */
export interface DropMark {
  dragId: string;
  place: 'into' | 'before' | 'after';
}

/** The mark for the dragged item over `over`; null where dropping would move nothing. */
export function dropMarkOf(
  active: { id: UniqueIdentifier; data: { current?: unknown } },
  over: { id: UniqueIdentifier; data: { current?: unknown } } | null,
  sectionIds: readonly string[],
): DropMark | null {
  const moved = itemOf(active);
  const target = itemOf(over);
  if (!moved || !target || !over || active.id === over.id) return null;
  const dragId = String(over.id);
  if (moved.type === 'shelf' && target.type === 'section') return { dragId, place: 'into' };
  const place = (ids: readonly string[], movedId: string, targetId: string) =>
    directionOf(ids, movedId, targetId) === 'AFTER' ? 'after' : 'before';
  if (moved.type === 'section' && target.type === 'section')
    return { dragId, place: place(sectionIds, moved.section.id, target.section.id) };
  if (moved.type === 'shelf' && target.type === 'shelf') {
    const shelfIds = sortedShelves(moved.section).map((shelf) => shelf.id);
    return { dragId, place: place(shelfIds, moved.shelf.id, target.shelf.id) };
  }
  return null;
}

/** The name of what is dragged, for the overlay under the pointer. */
export const dragLabel = (active: { data: { current?: unknown } }) => labelOf(itemOf(active));

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
    const moved = labelOf(itemOf(active));
    const target = itemOf(over);
    if (!target) return `${moved} was dropped outside the list; nothing moved.`;
    return active.id === over?.id
      ? `${moved} was dropped where it was.`
      : `${moved} was dropped on ${labelOf(target)}.`;
  },
  onDragCancel: ({ active }) => `Moving ${labelOf(itemOf(active))} was cancelled.`,
};
