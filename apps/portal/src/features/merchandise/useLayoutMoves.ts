import { useMemo } from 'react';
import { useMutation } from '@apollo/client/react';
import {
  MoveMerchandiseSectionDocument,
  MoveMerchandiseShelfDocument,
  MoveMerchandiseShelfToSectionDocument,
  type MerchandiseSectionFragment,
  type MerchandiseSectionWithShelvesFragment,
  type MerchandiseShelfFragment,
  type MoveDirection,
} from '../../gql/graphql';
import {
  appendShelf,
  orderAfterMove,
  orderSections,
  orderShelves,
  removeShelf,
  sortedShelves,
} from './sectionCache';

export interface LayoutMoves {
  /** Moves a section next to another; `order` is the section ids as the list shows them. */
  moveSection: (
    order: readonly string[],
    section: MerchandiseSectionFragment,
    direction: MoveDirection,
    target: string,
  ) => void;
  moveShelf: (
    section: MerchandiseSectionWithShelvesFragment,
    shelf: MerchandiseShelfFragment,
    direction: MoveDirection,
    target: string,
  ) => void;
  moveShelfToSection: (shelf: MerchandiseShelfFragment, targetSectionId: string) => void;
}

const ignore = () => undefined;

/**
 * Moves of sections and shelves. Each shows at once through an optimistic cache layer; Apollo drops
 * that layer when the answer arrives, so a refused or failed move rolls back without a message (spec:
 * "Merchandise reorder failure: rolls back silently") and an accepted one is replayed on the stored
 * data, where the SectionsMoved or ShelvesChanged event then settles the server's order.
 */
export function useLayoutMoves(storeId: string): LayoutMoves {
  const [moveSectionMutation] = useMutation(MoveMerchandiseSectionDocument);
  const [moveShelfMutation] = useMutation(MoveMerchandiseShelfDocument);
  const [moveToSectionMutation] = useMutation(MoveMerchandiseShelfToSectionDocument);

  // Stable, so the memoised rows are not re-rendered by every render of the list.
  return useMemo(
    () => ({
      moveSection: (order, section, direction, targetSectionId) => {
        const next = orderAfterMove(order, section.id, direction, targetSectionId);
        moveSectionMutation({
          variables: { input: { sectionId: section.id, direction, targetSectionId, storeId } },
          optimisticResponse: { moveSection: { __typename: 'SectionPayload', section, errors: [] } },
          update: (cache, { data }) => {
            if (data?.moveSection.section) orderSections(cache, storeId, next);
          },
        }).catch(ignore);
      },
      moveShelf: (section, shelf, direction, targetShelfId) => {
        const ids = sortedShelves(section).map((s) => s.id);
        const next = orderAfterMove(ids, shelf.id, direction, targetShelfId);
        moveShelfMutation({
          variables: { input: { shelfId: shelf.id, direction, targetShelfId, sectionId: section.id } },
          optimisticResponse: { moveShelf: { __typename: 'ShelfPayload', shelf, errors: [] } },
          update: (cache, { data }) => {
            if (data?.moveShelf.shelf) orderShelves(cache, section.id, next);
          },
        }).catch(ignore);
      },
      moveShelfToSection: (shelf, targetSectionId) => {
        moveToSectionMutation({
          variables: { shelfId: shelf.id, targetSectionId },
          optimisticResponse: {
            moveShelfToSection: {
              __typename: 'ShelfPayload',
              shelf: { ...shelf, sectionId: targetSectionId },
              errors: [],
            },
          },
          update: (cache, { data }) => {
            const moved = data?.moveShelfToSection.shelf;
            if (!moved) return;
            removeShelf(cache, shelf.sectionId, shelf.id);
            appendShelf(cache, moved);
          },
        }).catch(ignore);
      },
    }),
    [storeId, moveSectionMutation, moveShelfMutation, moveToSectionMutation],
  );
}
