import { MAX_BATCH_IDS } from '@fulfil/domain';
import { defaultFieldResolver, type GraphQLSchema } from 'graphql';
import {
  contract,
  UpstreamError,
  type FulfilmentApi,
  type RestClient,
  type RestItemCategoryType,
  type RestLeadTimeRule,
  type RestOrderedRows,
  type RestShelf,
  type RestStagingSection,
  type RestStagingShelf,
  type RestStore,
} from '@fulfil/fulfilment-client';
import DataLoader from 'dataloader';
import type { GatewayContext } from './context.js';
import type { LayoutSection } from './rest-rows.js';

/**
 * The relations the schema resolves through REST, each read in batches: all the keys a level of
 * the answer asks for become one call, so a list of N rows costs one call per relation, not N.
 * They belong to one context, acting as one caller, so no answer reaches another person.
 */
export interface Loaders {
  /** A client by id; an unknown id fails NOT_FOUND, as the single read does. */
  client: DataLoader<number, RestClient>;
  /** A client's stores within the caller's scope. */
  storesOfClient: DataLoader<number, RestStore[]>;
  /** A user's assigned stores within the caller's scope. */
  storesOfUser: DataLoader<number, RestStore[]>;
  /** Every store the caller may see (the one key is `all`), read at most once. */
  visibleStores: DataLoader<'all', RestStore[]>;
  /**
   * The reorderable lists by parent id, each with its version: a document asking for a list's rows
   * and its `listOrder` reads it once, so both answers come from the same stored state.
   */
  itemCategories: DataLoader<number, RestOrderedRows<RestItemCategoryType>>;
  /** A store's sections, with their shelves or only their counts (see section-reads.ts). */
  sections: DataLoader<SectionsRead, RestOrderedRows<LayoutSection>, string>;
  shelves: DataLoader<number, RestOrderedRows<RestShelf>>;
  stagingSections: DataLoader<number, RestOrderedRows<RestStagingSection>>;
  stagingShelves: DataLoader<number, RestOrderedRows<RestStagingShelf>>;
  leadTimeRules: DataLoader<number, RestOrderedRows<RestLeadTimeRule>>;
}

/** A store's sections as one operation reads them. */
export interface SectionsRead {
  storeId: number;
  shelves: boolean;
}

/** A loader reading each key on its own: the list reads take one parent each. */
const eachKey = <T>(read: (parentId: number) => Promise<T>, options: { cache: boolean }) =>
  new DataLoader<number, T>((parentIds) => Promise.all(parentIds.map(read)), options);

/**
 * Loaders acting as `api`'s caller. `cached` keeps each answer for the rest of the operation; a
 * subscription's context outlives its events, so it only batches and reads afresh for every event.
 */
export function createLoaders(api: FulfilmentApi, cached: boolean): Loaders {
  const options = { cache: cached, maxBatchSize: MAX_BATCH_IDS };
  return {
    client: new DataLoader<number, RestClient>(async (ids) => {
      const clients = await api.clientsByIds(ids);
      return ids.map(
        (id) =>
          clients.find((client) => client.clientId === id) ??
          new UpstreamError('NOT_FOUND', `Client ${id} not found`, 404),
      );
    }, options),
    storesOfClient: new DataLoader(async (clientIds) => {
      const stores = await api.storesOfClients(clientIds);
      return clientIds.map((clientId) => stores.filter((store) => store.clientId === clientId));
    }, options),
    storesOfUser: new DataLoader(async (userIds) => {
      const lists = await api.storesOfUsers(userIds);
      return userIds.map((userId) => lists.find((list) => list.userId === userId)?.stores ?? []);
    }, options),
    visibleStores: new DataLoader(async (keys) => {
      const stores = await api.stores();
      return keys.map(() => stores);
    }, options),
    itemCategories: eachKey((storeId) => api.itemCategoryTypes(storeId), options),
    sections: new DataLoader<SectionsRead, RestOrderedRows<LayoutSection>, string>(
      (reads) =>
        Promise.all(
          reads.map(({ storeId, shelves }) =>
            shelves ? api.sections(storeId) : api.sectionSummaries(storeId),
          ),
        ),
      { ...options, cacheKeyFn: ({ storeId, shelves }) => `${storeId}:${shelves}` },
    ),
    shelves: eachKey((sectionId) => api.shelves(sectionId), options),
    stagingSections: eachKey((storeId) => api.stagingSections(storeId), options),
    stagingShelves: eachKey((sectionId) => api.stagingShelves(sectionId), options),
    leadTimeRules: eachKey(async (storeId) => {
      const { rules, listVersion } = await api.call(contract.GetLeadTimeRules, {
        params: { parentId: storeId },
      });
      return { rows: rules, listVersion };
    }, options),
  };
}

/**
 * Each mutation of a document starts with empty loaders: mutations run one after another, and a
 * row one of them changes must be read anew by the next rather than answered from before. The
 * mutation fields' own resolvers renew them; a plugin's willResolveField would make Apollo wrap every
 * resolver of the schema, a cost each field of every query then pays.
 */
export function withFreshLoadersPerMutation(schema: GraphQLSchema): GraphQLSchema {
  for (const field of Object.values(schema.getMutationType()?.getFields() ?? {})) {
    const resolve = field.resolve ?? defaultFieldResolver;
    field.resolve = (source, args, context: GatewayContext, info) => {
      context.loaders = createLoaders(context.api, true);
      return resolve(source, args, context, info);
    };
  }
  return schema;
}
