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
import type { ApolloCache } from '@apollo/client';
import { appendShelf, orderAfterMove, orderShelves, removeShelf, sortedShelves } from './section-cache';
import { appliedOrder, applyNewerOrder, writeOrder, type ListKey } from '../../lib/list-order';

/** The merchandise lists whose order the cache keeps by version (see lib/list-order). */
export const sectionsList = (storeId: string): ListKey => ({ list: 'SECTIONS', parentId: storeId });
const shelvesList = (sectionId: string): ListKey => ({ list: 'SHELVES', parentId: sectionId });

/** A move's answer: the server's order with its version, both null in the optimistic answer. */
interface MovedOrder {
  orderedIds?: readonly string[] | null;
  listVersion?: number | null;
}

/**
 * Shows the order a move answered: the locally computed `next` while the answer is optimistic, the
 * server's order once it arrives, unless a newer order of the list (another admin's move, delivered
 * by an event) was applied meanwhile.
 */
function showMoved(
  cache: ApolloCache,
  list: ListKey,
  moved: MovedOrder | undefined,
  next: readonly string[],
  apply?: (ids: readonly string[]) => void,
) {
  if (!moved) return;
  const { orderedIds, listVersion } = moved;
  if (orderedIds && listVersion) return applyNewerOrder(cache, list, { orderedIds, listVersion }, apply);
  // The optimistic answer: the move over the version it was based on, in the optimistic layer only.
  writeOrder(cache, list, { orderedIds: next, listVersion: appliedOrder(cache, list)?.listVersion ?? 0 });
  apply?.(next);
}

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
 * "Merchandise reorder failure: rolls back silently"), and an accepted one shows the server's order
 * it answered, by list version, so an answer never undoes a newer move another admin's event brought.
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
          variables: { sectionId: section.id, direction, targetSectionId, storeId },
          optimisticResponse: {
            moveSection: {
              __typename: 'SectionPayload',
              section,
              orderedIds: null,
              listVersion: null,
              errors: [],
            },
          },
          update: (cache, { data }) =>
            data?.moveSection.section && showMoved(cache, sectionsList(storeId), data.moveSection, next),
        }).catch(ignore);
      },
      moveShelf: (section, shelf, direction, targetShelfId) => {
        const ids = sortedShelves(section).map((s) => s.id);
        const next = orderAfterMove(ids, shelf.id, direction, targetShelfId);
        moveShelfMutation({
          variables: { shelfId: shelf.id, direction, targetShelfId, sectionId: section.id },
          optimisticResponse: {
            moveShelf: { __typename: 'ShelfPayload', shelf, orderedIds: null, listVersion: null, errors: [] },
          },
          update: (cache, { data }) =>
            data?.moveShelf.shelf &&
            showMoved(cache, shelvesList(section.id), data.moveShelf, next, (ids) =>
              orderShelves(cache, section.id, ids),
            ),
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
