import { createContext, useContext } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { SortingStrategy } from '@dnd-kit/sortable';
import type { DropMark } from './layout-drag';

/**
 * The current drop mark, read by each row: a context rather than a prop, so the memoised section
 * rows re-render only through it and the open section's shelves need no prop threaded through.
 */
export const DropMarkContext = createContext<DropMark | null>(null);

/** Where the dragged item would land relative to the row `dragId`, if there. */
export function useDropPlace(dragId: string): DropMark['place'] | undefined {
  const mark = useContext(DropMarkContext);
  return mark?.dragId === dragId ? mark.place : undefined;
}

/** How a row shows a drop on it: an outlined target, or a line along its top or bottom edge. */
export const useDropMarkStyles = makeStyles({
  into: {
    outline: `2px solid ${tokens.colorBrandStroke1}`,
    outlineOffset: '-2px',
    backgroundColor: tokens.colorBrandBackground2,
  },
  // Inset shadows rather than borders, so the line does not change the row's measured height.
  before: { boxShadow: `inset 0 3px 0 ${tokens.colorBrandStroke1}` },
  after: { boxShadow: `inset 0 -3px 0 ${tokens.colorBrandStroke1}` },
});

/** The attributes that tell a person (and a screen reader) which row the drop lands on. */
export const dropAttributes = (place: DropMark['place'] | undefined) =>
  place
    ? {
        'data-drop-target': place,
        'aria-description': place === 'into' ? 'Drop target' : `Drops ${place} this row`,
      }
    : {};

/** Rows keep their places while dragging: the overlay moves and the drop line shows where it lands. */
export const rowsStayPut: SortingStrategy = () => null;
