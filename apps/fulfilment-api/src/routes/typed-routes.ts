import type {
  FastifyPluginAsync,
  FastifyPluginOptions,
  FastifyTypeProvider,
  RawServerDefault,
} from 'fastify';
import type { Route } from '@fulfil/rest-contract';
import type { Static, TSchema } from 'typebox';

/** What a handler may answer for a schema's type: dates go out as date-time strings (fast-json-stringify writes them). */
type Answer<T> = T extends string
  ? string | Date
  : T extends (infer Item)[]
    ? Answer<Item>[]
    : T extends object
      ? { [K in keyof T]: Answer<T[K]> }
      : T;

/**
 * Types each route's request and answer from its contract schemas (`@fulfil/rest-contract`), so
 * a handler cannot read a field the schema does not give it or answer one the schema does not have.
 */
export interface ContractTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
  serializer: this['schema'] extends TSchema ? Answer<Static<this['schema']>> : unknown;
}

/** A plugin of routes typed by their contract schemas. */
export type ContractRoutes<Options extends FastifyPluginOptions> = FastifyPluginAsync<
  Options,
  RawServerDefault,
  ContractTypeProvider
>;

/**
 * A contract route as the options of `app.route`: its method and path, and the rest of it as the
 * route's schema, which types the handler through ContractTypeProvider. Spread it beside the handler
 * and any `config` or `bodyLimit`: `app.route({ ...of(GetHelp), handler })`.
 */
export function of<R extends Route>({ method, url, ...schema }: R) {
  return { method, url, schema };
}
