import type { FulfilmentApi } from '@fulfil/fulfilment-client';
import { clientScope, storeScope, type ChangeEventType, type PayloadOf } from '@fulfil/live';

type HistoryNoticeType = 'StoreHistoryRecorded' | 'ClientHistoryRecorded';

/** A history notice ready to publish. */
export type HistoryNotice = {
  [K in HistoryNoticeType]: { type: K; scope: string; payload: PayloadOf<K> };
}[HistoryNoticeType];

const STORE = /^store:(\d+)$/;
const CLIENT = /^client:(\d+)$/;

/** A store never moves to another client, so each gateway asks the API once per store. */
const clientOfStore = new Map<number, number>();

async function storeClient(api: Pick<FulfilmentApi, 'store'>, storeId: number): Promise<number> {
  const known = clientOfStore.get(storeId);
  if (known !== undefined) return known;
  const { clientId } = await api.store(storeId);
  clientOfStore.set(storeId, clientId);
  return clientId;
}

/**
 * The notices that a write told by `cause` on `scope` was recorded: in its store's history and in
 * its client's (a store's changes are its client's too). They carry no entry: screens read their
 * own history query again. Changes of users without a client belong to no store or client.
 */
export async function historyNotices(
  api: Pick<FulfilmentApi, 'store'>,
  cause: ChangeEventType,
  scope: string,
): Promise<HistoryNotice[]> {
  const store = STORE.exec(scope)?.[1];
  if (store !== undefined) {
    const storeId = Number(store);
    const clientId = await storeClient(api, storeId);
    return [
      { type: 'StoreHistoryRecorded', scope: storeScope(storeId), payload: { storeId, cause } },
      { type: 'ClientHistoryRecorded', scope: clientScope(clientId), payload: { clientId, cause } },
    ];
  }
  const client = CLIENT.exec(scope)?.[1];
  if (client === undefined) return [];
  const clientId = Number(client);
  return [
    {
      type: 'ClientHistoryRecorded',
      scope: clientScope(clientId),
      payload: { clientId, cause },
    },
  ];
}
