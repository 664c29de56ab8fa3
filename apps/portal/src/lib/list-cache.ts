import type { ApolloCache, FieldPolicy, Reference, StoreObject, TypedDocumentNode } from '@apollo/client';
import type { ModifierDetails } from '@apollo/client/cache';
import type {
  QueryApiKeysArgs,
  QueryAppAttributesArgs,
  QueryClientsArgs,
  QueryFoodSafetyTypesArgs,
  QueryItemCategoriesArgs,
  QueryLeadTimeRulesArgs,
  QuerySectionPrepperOptInsArgs,
  QuerySectionShopperRestrictionsArgs,
  QuerySectionsArgs,
  QueryStagingSectionsArgs,
  QueryStoresArgs,
  QueryUsersArgs,
  QueryZonesArgs,
} from '../gql/graphql';

/**
 * Cache edits for the query fields that list rows (`stores(clientId)`, `sections(storeId)`,
 * `users(scope, search)` ...), so a change, one's own or from an event, shows without a refetch.
 *
 * The cache keeps one list per set of arguments. Each list's field policy remembers the arguments it
 * was fetched with in the field's `storage`, which Apollo hands back to `cache.modify`, so an edit can
 * tell which lists a row belongs to.
 */

/** The query fields kept as lists, with the arguments each is fetched with. */
export interface ListArgs {
  apiKeys: QueryApiKeysArgs;
  appAttributes: QueryAppAttributesArgs;
  clients: QueryClientsArgs;
  foodSafetyTypes: QueryFoodSafetyTypesArgs;
  itemCategories: QueryItemCategoriesArgs;
  sectionPrepperOptIns: QuerySectionPrepperOptInsArgs;
  sectionShopperRestrictions: QuerySectionShopperRestrictionsArgs;
  sections: QuerySectionsArgs;
  stagingSections: QueryStagingSectionsArgs;
  stores: QueryStoresArgs;
  users: QueryUsersArgs;
  zones: QueryZonesArgs;
  leadTimeRules: QueryLeadTimeRulesArgs;
}

export type ListField = keyof ListArgs;

/** A row of a cached list: a reference to a normalized object, or an object without an id of its own. */
export type ListRow = Reference | StoreObject;

type ReadField = ModifierDetails['readField'];

/** Which cached lists an edit applies to, by the arguments each was fetched with. */
export type ListFilter<F extends ListField> = (args: ListArgs[F]) => boolean;

/** The lists of one store, for fields fetched by `storeId`. */
export const ofStore =
  (storeId: string) =>
  (args: { storeId?: string | null }): boolean =>
    args.storeId === storeId;

/** The lists of one client, for fields fetched by `clientId`. */
export const ofClient =
  (clientId: string) =>
  (args: { clientId?: string | null }): boolean =>
    (args.clientId ?? null) === clientId;

const ARGS = 'listArgs';

const LIST_FIELDS = {
  apiKeys: true,
  appAttributes: true,
  clients: true,
  foodSafetyTypes: true,
  itemCategories: true,
  sectionPrepperOptIns: true,
  sectionShopperRestrictions: true,
  sections: true,
  stagingSections: true,
  stores: true,
  users: true,
  zones: true,
  leadTimeRules: true,
} satisfies Record<ListField, true>;

/** Stores what arrives as it is (like a field without a policy) and remembers the list's arguments. */
const listFieldPolicy: FieldPolicy<readonly ListRow[]> = {
  merge(_existing, incoming, { args, storage }) {
    storage[ARGS] = args ?? {};
    return incoming;
  },
};

/** The Query field policies of the listed fields, for the cache's `typePolicies`. */
export const listFieldPolicies = Object.fromEntries(
  Object.keys(LIST_FIELDS).map((field) => [field, listFieldPolicy]),
) as Record<ListField, FieldPolicy>;

/** One cached list as an edit sees it. */
export interface CachedList<F extends ListField> {
  /** The arguments the list was fetched with. */
  args: ListArgs[F];
  readField: ReadField;
}

/**
 * Rewrites every cached list of `field` with `change`, which answers the list's new rows (or the same
 * array to leave it). A list whose arguments the cache does not know is left as it is.
 */
export function changeLists<F extends ListField>(
  cache: ApolloCache,
  field: F,
  change: (rows: readonly ListRow[], list: CachedList<F>) => readonly ListRow[],
): void {
  cache.modify({
    fields: {
      [field](rows: readonly ListRow[], { storage, readField }: ModifierDetails) {
        const args = storage[ARGS] as ListArgs[F] | undefined;
        return args ? change(rows, { args, readField }) : rows;
      },
    },
  });
}

const isRow = (row: ListRow, ref: Reference) => '__ref' in row && row.__ref === ref.__ref;

/** Appends the row to each cached list of `field` that `joins`, unless the list already holds it. */
export function addRow<F extends ListField>(
  cache: ApolloCache,
  field: F,
  ref: Reference,
  joins: ListFilter<F>,
): void {
  changeLists(cache, field, (rows, { args }) =>
    joins(args) && !rows.some((row) => isRow(row, ref)) ? [...rows, ref] : rows,
  );
}

/**
 * Writes a created or changed row through its fragment (named by `fragmentName` when the document
 * holds the fragments it spreads) and appends it to each cached list of `field` that `joins`.
 */
export function storeRow<F extends ListField, T>(
  cache: ApolloCache,
  field: F,
  row: { fragment: TypedDocumentNode<T>; fragmentName?: string; data: T },
  joins: ListFilter<F>,
): void {
  const ref = cache.writeFragment(row);
  if (ref) addRow(cache, field, ref, joins);
}

/** Takes the row out of each cached list of `field` that `from` names, or out of all of them. */
export function removeRow<F extends ListField>(
  cache: ApolloCache,
  field: F,
  ref: Reference,
  from: ListFilter<F> = () => true,
): void {
  changeLists(cache, field, (rows, { args }) =>
    from(args) && rows.some((row) => isRow(row, ref)) ? rows.filter((row) => !isRow(row, ref)) : rows,
  );
}

/** Takes a deleted object out of every cached list of `field` and out of the cache. */
export function deleteRow(cache: ApolloCache, field: ListField, object: StoreObject): void {
  const id = cache.identify(object);
  if (!id) return;
  removeRow(cache, field, { __ref: id });
  cache.evict({ id });
  cache.gc();
}

/**
 * Replaces rows of each cached list of `field` that `which` names by what `replace` answers for them;
 * for rows without an id of their own, which no write of the object itself reaches.
 */
export function replaceRows<F extends ListField>(
  cache: ApolloCache,
  field: F,
  which: ListFilter<F>,
  replace: (row: ListRow, readField: ReadField) => ListRow,
): void {
  changeLists(cache, field, (rows, { args, readField }) =>
    which(args) ? rows.map((row) => replace(row, readField)) : rows,
  );
}
