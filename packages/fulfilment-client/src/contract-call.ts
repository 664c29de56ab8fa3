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
 * `call(GetHelp, { params: { clientId } })`. Failures reject with an `UpstreamError`.
 */
export type ContractCall = <R extends Route>(route: R, ...input: InputArgument<R>) => Promise<CallAnswer<R>>;

/** Sends one request and resolves with its parsed answer. */
export type Send = <T>(method: Method, path: string, body?: unknown) => Promise<T>;

/** A call's input as it is sent, whatever its route. */
interface SentInput {
  params?: Record<string, unknown>;
  querystring?: Record<string, unknown>;
  body?: unknown;
}

/** The generic call over one session's `send`. */
export function contractCall(send: Send): ContractCall {
  return <R extends Route>(route: R, ...[input]: InputArgument<R>) => {
    const sent: SentInput = input ?? {};
    return send<CallAnswer<R>>(route.method, pathOf(route.url, sent), sent.body);
  };
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
