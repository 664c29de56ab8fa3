import type { Method, Route } from '@fulfil/rest-contract';
import type { Static, TSchema } from 'typebox';

/** One part of a call's input: required when the route has a schema for it, else left out. */
type Part<R, K extends 'params' | 'querystring' | 'body'> =
  R extends Record<K, infer S extends TSchema> ? Record<K, Static<S>> : Partial<Record<K, never>>;

/** What a call sends, typed from its route's schemas: path parameters, query and body. */
export type CallInput<R extends Route> = Part<R, 'params'> & Part<R, 'querystring'> & Part<R, 'body'>;

/** What a call resolves with: its route's 200 answer, nothing for a route without one (a 204). */
export type CallAnswer<R extends Route> = R extends { response: { 200: infer A extends TSchema } }
  ? Static<A>
  : void;

/** The input argument, which may be left out when the route takes none. */
type InputArgument<R extends Route> =
  Partial<CallInput<R>> extends CallInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>];

/**
 * Calls any route of `@fulfil/rest-contract` with the input its schemas describe, e.g.
 * `call(GetHelp, { params: { clientId } })`. Failures reject with an `UpstreamError`. `raw` makes the
 * same call and resolves with the answer's bytes unparsed, for an answer passed on as it is.
 */
export type ContractCall = (<R extends Route>(
  route: R,
  ...input: InputArgument<R>
) => Promise<CallAnswer<R>>) & {
  raw: <R extends Route>(route: R, ...input: InputArgument<R>) => Promise<Buffer>;
};

/** Sends one request and resolves with its parsed answer. */
export type Send = <T>(method: Method, path: string, body?: unknown) => Promise<T>;

/** Sends one request and resolves with its answer's bytes; failures reject as `Send`'s do. */
export type SendRaw = (method: Method, path: string, body?: unknown) => Promise<Buffer>;

/** A call's input as it is sent, whatever its route. */
interface SentInput {
  params?: Record<string, unknown>;
  querystring?: Record<string, unknown>;
  body?: unknown;
}

/** What a call sends: its method, its path with the input filled in, and its body. */
const request = (route: Route, input: SentInput = {}) =>
  [route.method, pathOf(route.url, input), input.body] as const;

/** The generic call over one session's `send`, and its `raw` over `sendRaw`. */
export function contractCall(send: Send, sendRaw: SendRaw): ContractCall {
  return Object.assign(
    <R extends Route>(route: R, ...[input]: InputArgument<R>) =>
      send<CallAnswer<R>>(...request(route, input)),
    { raw: <R extends Route>(route: R, ...[input]: InputArgument<R>) => sendRaw(...request(route, input)) },
  );
}

/**
 * The route's path with its `:name` parameters filled in, and its query string with arrays as
 * repeated keys (`?ids=1&ids=2`), as the API's query parser reads them.
 */
export function pathOf(url: string, { params = {}, querystring = {} }: SentInput): string {
  const path = url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(querystring)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined) query.append(key, String(item));
    }
  }
  return query.size ? `${path}?${query}` : path;
}
