import type { Actor, ChangeEvent } from '@fulfil/live';

/** An event as the GraphQL event types read it: the common fields beside the payload's. */
export type DeliveredEvent<K extends string, Payload> = {
  __typename: K;
  eventId: string;
  scope: string;
  actor: Actor;
  at: string;
} & Payload;

/**
 * The bus event in the delivered shape, so the event types need only default field resolvers and
 * the union's `__resolveType` reads `__typename`.
 */
export function delivered<Delivered>(event: ChangeEvent): Delivered {
  const { id, type, scope, actor, at, payload } = event;
  return { ...(payload as object), __typename: type, eventId: id, scope, actor, at } as Delivered;
}
