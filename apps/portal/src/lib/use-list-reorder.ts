import type { ApolloCache, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { permutationFault, reapplyMove, type MoveDirection } from '@fulfil/domain';
import { conflictOf, RefusedError } from './errors';
import { appliedOrder, applyNewerOrder, type AppliedOrder, type ListKey } from './list-order';

/** What a reorder answers: the stored order and its version, or why it was refused. */
export interface ReorderAnswer {
  orderedIds: readonly string[];
  listVersion?: number | null;
  errors: readonly { message: string }[];
}

/** The one drag behind a reorder: the moved row lands before or after the target. */
export interface ReorderMove {
  movedId: string;
  direction: MoveDirection;
  targetId: string;
}

type ReorderVariables = OperationVariables & { orderedIds: string | string[]; listVersion: number };

interface ListReorder<TData, TVariables extends ReorderVariables> {
  mutation: TypedDocumentNode<TData, TVariables>;
  /** The reorder's answer in the mutation's data. */
  answerOf: (data: TData) => ReorderAnswer;
  /** The list's parent as the mutation names it, e.g. `{ storeId }`; null while none is chosen. */
  parent: NoInfer<Omit<TVariables, 'orderedIds' | 'listVersion'>> | null;
  /** The list whose order and version the cache keeps, e.g. the item categories of store 12. */
  list: ListKey;
  /** Puts the cached rows in the given order, for a list not read in its cached order (lib/cache.ts). */
  applyOrder?: (cache: ApolloCache, orderedIds: readonly string[]) => void;
}

/** Two admins dropping at once settle in one retry; more means the list is too busy to chase. */
const ATTEMPTS = 3;

/**
 * Stores a new order of a whole list (the spec's UpdateSequence calls), based on the list version
 * this tab last applied. When another admin's change came first, the server refuses with the
 * stored order; the person's one move is re-applied on it and sent again, so both moves land.
 * Rejects on a refusal as on a failure, so the sortable list goes back to the server's order.
 */
export function useListReorder<TData, TVariables extends ReorderVariables>({
  mutation,
  answerOf,
  parent,
  list,
  applyOrder,
}: ListReorder<TData, TVariables>) {
  const apollo = useApolloClient();
  const applyStored = (cache: ApolloCache, stored: AppliedOrder) =>
    applyNewerOrder(cache, list, stored, applyOrder && ((ids) => applyOrder(cache, ids)));

  return async (orderedIds: string[], move: ReorderMove) => {
    if (!parent) return;
    // The move on the newest order this tab applied, which an event may have brought after the drop.
    // Without one that holds the same rows (none seen yet, or rows added since), version 0: the
    // server refuses it with the stored order to re-apply the move on.
    const known = appliedOrder(apollo.cache, list);
    const current = known && !permutationFault(known.orderedIds, orderedIds) ? known : undefined;
    const rowMove = { sourceId: move.movedId, direction: move.direction, targetId: move.targetId };
    let ids = current ? reapplyMove(current.orderedIds, rowMove) : orderedIds;
    let basedOn = current?.listVersion ?? 0;
    for (let attempt = 1; ; attempt++) {
      try {
        const variables = { ...parent, orderedIds: ids, listVersion: basedOn } as unknown as TVariables;
        const { data } = await apollo.mutate<TData, TVariables>({
          mutation,
          variables,
          update: (cache, { data: stored }) => {
            const answer = stored ? answerOf(stored) : undefined;
            if (answer?.listVersion) applyStored(cache, { ...answer, listVersion: answer.listVersion });
          },
        });
        const refusal = data ? answerOf(data).errors : [];
        if (refusal.length > 0) throw new RefusedError(refusal);
        return;
      } catch (error) {
        const stale = conflictOf<AppliedOrder>(error)?.current;
        if (!stale || attempt === ATTEMPTS) throw error;
        applyStored(apollo.cache, stale);
        ids = reapplyMove(stale.orderedIds, rowMove);
        basedOn = stale.listVersion;
      }
    }
  };
}
