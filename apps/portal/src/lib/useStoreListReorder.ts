import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { RefusedError } from './errors';
import { orderStoreList } from './storeListCache';

/** What a reorder of a store's list answers: the stored order, or why it was refused. */
export interface ReorderAnswer {
  orderedIds: readonly string[];
  errors: readonly { message: string }[];
}

interface StoreListReorder<TData> {
  mutation: TypedDocumentNode<TData, { storeId: string; orderedIds: string[] }>;
  /** The reorder's answer in the mutation's data. */
  answerOf: (data: TData) => ReorderAnswer;
  /** The cached list field, e.g. 'itemCategories'. */
  field: string;
  storeId: string | null;
}

/**
 * Stores a new order of a store's list and puts the cached list in the server's order. Rejects on a
 * refusal as on a failure, so the sortable list goes back to the order it had (spec 3, lists).
 */
export function useStoreListReorder<TData>({ mutation, answerOf, field, storeId }: StoreListReorder<TData>) {
  const [reorder] = useMutation(mutation);
  return async (orderedIds: string[]) => {
    if (!storeId) return;
    const { data } = await reorder({
      variables: { storeId, orderedIds },
      update: (cache, { data: stored }) => {
        const ids = stored ? answerOf(stored).orderedIds : [];
        if (ids.length) orderStoreList(cache, field, storeId, ids);
      },
    });
    const refusal = data ? answerOf(data).errors : [];
    if (refusal.length > 0) throw new RefusedError(refusal);
  };
}
