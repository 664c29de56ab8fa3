import { getSession } from './session';

/** Where the gateway answers GraphQL: HTTP POST for queries and mutations, a WebSocket for subscriptions. */
export const GRAPHQL_PATH = '/graphql';

/** The gateway's WebSocket address for subscriptions, on the page's own host. */
export function webSocketUrl(): string {
  const url = new URL(GRAPHQL_PATH, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/** Where a signed-in person reads the schema as SDL (introspection is off in production). */
export const SCHEMA_DOCUMENT_PATH = `${GRAPHQL_PATH}/schema.graphql`;

/** The Authorization header of the signed-in session, if any. */
export function bearer(): string | undefined {
  const { token } = getSession();
  return token ? `Bearer ${token}` : undefined;
}
