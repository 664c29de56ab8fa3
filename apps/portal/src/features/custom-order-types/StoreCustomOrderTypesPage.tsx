import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import {
  CreateStoreCustomOrderTypeDocument,
  DeleteCustomOrderTypeDocument,
  StoreCustomOrderTypeEventsDocument,
  StoreCustomOrderTypesDocument,
  UpdateCustomOrderTypeDocument,
  type CustomOrderTypeFieldsFragment,
} from '../../gql/graphql';
import { RefusedError } from '../../lib/errors';
import { deleteListedRow, storeListedRow } from '../../lib/listed-rows';
import { byOther, useSession } from '../../lib/session';
import { useDetailPanel } from '../../lib/use-detail-panel';
import { forChosenStore } from '../../ui/for-chosen';
import { useAnnounce } from '../../ui/LiveAnnouncer';
import type { RowListState } from '../../ui/row-list';
import { RowListPage } from '../../ui/RowListPage';
import type { CustomOrderTypeValues } from './CustomOrderTypeForm';
import { customOrderTypeInput, customOrderTypeScreen } from './CustomOrderTypesPage';

type Row = CustomOrderTypeFieldsFragment;

const FIELD = 'customOrderTypes';

/**
 * A store's own custom order types as a row list: the client list's screen, read and written with
 * the store, and told of others' changes by the store's events (its storeManager hears no client events).
 */
function useStoreCustomOrderTypes(
  clientId: string,
  storeId: string,
): RowListState<Row, CustomOrderTypeValues> {
  const apollo = useApolloClient();
  const announce = useAnnounce();
  const panel = useDetailPanel();
  const list = {
    query: StoreCustomOrderTypesDocument,
    field: FIELD,
    variables: { clientId, storeId },
  } as const;
  const { data, loading, error, refetch } = useQuery(StoreCustomOrderTypesDocument, {
    variables: list.variables,
  });
  const [create] = useMutation(CreateStoreCustomOrderTypeDocument);
  const [update] = useMutation(UpdateCustomOrderTypeDocument);
  const [remove] = useMutation(DeleteCustomOrderTypeDocument);
  useSubscription(StoreCustomOrderTypeEventsDocument, {
    variables: { storeId },
    ignoreResults: true,
    onData: ({ client, data: { data: heard } }) => {
      const event = heard?.storeEvents;
      if (event?.__typename === 'StoreCustomOrderTypeChanged') {
        storeListedRow(client.cache, list, event.customOrderType);
        if (byOther(event.actor))
          announce(`${event.actor.displayName} changed the custom order type ${event.customOrderType.name}.`);
      } else if (event?.__typename === 'StoreCustomOrderTypeDeleted') {
        deleteListedRow(client.cache, FIELD, event.customOrderTypeId);
        if (byOther(event.actor)) announce(`${event.actor.displayName} deleted a custom order type.`);
      }
    },
  });
  const saved = (
    answer: { customOrderType?: Row | null; errors: readonly { message: string }[] } | undefined,
  ) => {
    if (!answer?.customOrderType) throw new RefusedError(answer?.errors ?? []);
    return answer.customOrderType;
  };
  const rows = data?.customOrderTypes ?? [];
  return {
    screen: customOrderTypeScreen,
    rows,
    loading,
    error,
    refetch: () => void refetch(),
    panel,
    open: rows.find((row) => row.id === panel.openId),
    writes: {
      create: async (values) => {
        const answer = await create({
          variables: { clientId, storeId, input: customOrderTypeInput(values) },
        });
        const row = saved(answer.data?.createCustomOrderType);
        storeListedRow(apollo.cache, list, row);
        return row;
      },
      update: async (row, version, values) => {
        const answer = await update({
          variables: { id: row.id, clientId: row.clientId, version, input: customOrderTypeInput(values) },
        });
        return saved(answer.data?.updateCustomOrderType);
      },
      remove: async (row) => {
        const answer = (await remove({ variables: { id: row.id } })).data?.deleteCustomOrderType;
        if (!answer?.deletedId) throw new RefusedError(answer?.errors ?? []);
        deleteListedRow(apollo.cache, FIELD, answer.deletedId);
      },
      remember: (row) => storeListedRow(apollo.cache, list, row),
    },
  };
}

function StoreCustomOrderTypesScreen({ storeId }: { storeId: string }) {
  const { selection, user } = useSession();
  const clientId = selection.clientId ?? user?.clientId ?? '';
  return <RowListPage list={useStoreCustomOrderTypes(clientId, storeId)} />;
}

/** /store/customordertype: the chosen store's own custom order types, by name. */
export const StoreCustomOrderTypesPage = forChosenStore(StoreCustomOrderTypesScreen);
