/** Schemas shared by every area of the REST contract. */
import { INT32_MAX, MAX_BATCH_IDS } from '@fulfil/domain';
import { Type, type Static, type TOptional, type TSchema } from 'typebox';

/** The HTTP methods the contract's calls use. */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The schemas of a call, under the keys a Fastify route's schema has them. */
export interface RouteSchemas {
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  headers?: TSchema;
  response?: Record<number, TSchema>;
}

/** One call of the contract: its method and path beside its schemas. */
export type Route = RouteSchemas & { method: Method; url: string };

/**
 * A call of the contract, written once: the API registers it and the client calls it from here.
 * `url` is in Fastify's syntax (`:name` for a path parameter); it and the method keep their literal
 * types.
 */
export function route<M extends Method, U extends string, S extends RouteSchemas>(
  method: M,
  url: U,
  schemas: S,
): S & { method: M; url: U } {
  return { method, url, ...schemas };
}

/** A column that may be null, as one JSON type list (`["string", "null"]`) that serialises fast. */
export const NullableString = Type.Unsafe<string | null>({ type: ['string', 'null'] });
export const NullableInteger = Type.Unsafe<number | null>({ type: ['integer', 'null'] });
export const NullableBoolean = Type.Unsafe<boolean | null>({ type: ['boolean', 'null'] });
/** An optional reference to a row: null, or a positive id. */
export const NullableId = Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 1 });
/** A value that may be null, for schemas other than the scalars above. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const DateTime = Type.String({ format: 'date-time' });

/** A row id as the API accepts it: a positive 32-bit integer. */
export const Id = Type.Integer({ minimum: 1, maximum: INT32_MAX });

/** The optimistic-concurrency columns every editable row ends with. */
export const versionStamp = {
  version: Type.Integer(),
  updatedAt: Type.Optional(DateTime),
  updatedBy: Type.Optional(Type.String()),
};

/** Params of a route with one integer id, named as the path names it. */
export function IdParams<N extends string>(name: N) {
  return Type.Object({ [name]: Id } as Record<N, typeof Id>);
}

/** The `?ids=1&ids=2` of a batch read: row ids, at most MAX_BATCH_IDS of them. */
export const IdsQuery = Type.Object({ ids: Type.Array(Id, { minItems: 1, maxItems: MAX_BATCH_IDS }) });

/** An answer holding one list of rows under `key`. */
export function ListAnswer<K extends string, Row extends TSchema>(key: K, row: Row) {
  return Type.Object({ [key]: Type.Array(row) } as Record<K, ReturnType<typeof Type.Array<Row>>>);
}

const ErrorMessage = Type.Object({ errorMessage: Type.String() });

/** The spec's answer for calls whose expected failures are data. */
export const Result = Type.Object({ isSuccess: Type.Boolean(), errors: Type.Array(ErrorMessage) });
export type Result = Static<typeof Result>;

/** The result answer of a write that also carries what it wrote (absent when it was refused). */
export function ResultWith<P extends Record<string, TSchema>>(properties: P) {
  const optional = Object.fromEntries(
    Object.entries(properties).map(([key, schema]) => [key, Type.Optional(schema)]),
  ) as { [K in keyof P]: TOptional<P[K]> };
  return Type.Object({ ...Result.properties, ...optional });
}

/** A store as listed on a user: just enough to choose it. */
export const StoreSummary = Type.Object({
  clientId: Type.Integer(),
  storeId: Type.Integer(),
  name: Type.String(),
});
export type StoreSummary = Static<typeof StoreSummary>;
