import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { createCache } from './cache';
import { getSession } from './session';

const GRAPHQL_PATH = '/graphql';
/** The gateway closes a socket whose token no longer grants the subscription with 4403. */
const FORBIDDEN_CLOSE_CODE = 4403;
const MAX_RETRY_WAIT_MS = 30_000;

function bearer(): string | undefined {
  const { token } = getSession();
  return token ? `Bearer ${token}` : undefined;
}

function webSocketUrl(): string {
  const url = new URL(GRAPHQL_PATH, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/** Exponential backoff with jitter, capped so a long outage still reconnects within half a minute. */
function retryWait(retries: number): Promise<void> {
  const delay = Math.min(MAX_RETRY_WAIT_MS, 1000 * 2 ** retries) + Math.random() * 1000;
  return new Promise((resolve) => setTimeout(resolve, delay));
}

function isCloseEvent(value: unknown): value is { code: number } {
  return typeof value === 'object' && value !== null && 'code' in value;
}

export function createApolloClient(): ApolloClient {
  const cache = createCache();
  const http = new SetContextLink(({ headers }) => {
    const authorization = bearer();
    return { headers: authorization ? { ...headers, authorization } : headers };
  }).concat(new HttpLink({ uri: GRAPHQL_PATH }));

  // Events published while the socket was down are not replayed, so after any reconnect (or a 4403,
  // after which the socket comes back with the current token) the screens refetch what they show.
  const resync = () => void client.refetchObservableQueries();
  const ws = createClient({
    url: webSocketUrl(),
    // A function, so every (re)connection presents the token current at that moment.
    connectionParams: () => ({ authorization: bearer() }),
    lazy: true,
    retryAttempts: Infinity,
    shouldRetry: () => true,
    retryWait,
    on: {
      connected: (_socket, _payload, wasRetry) => {
        if (wasRetry) resync();
      },
      closed: (event) => {
        if (isCloseEvent(event) && event.code === FORBIDDEN_CLOSE_CODE) resync();
      },
    },
  });

  const link = ApolloLink.split(
    ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
    new GraphQLWsLink(ws),
    http,
  );

  const client = new ApolloClient({ link, cache });
  return client;
}
