import type { ApolloLink } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { bearer, webSocketUrl } from './endpoint';
import { TAB_ID } from './tab-id';

/** The gateway closes a socket whose token no longer grants the subscription with 4403. */
const FORBIDDEN_CLOSE_CODE = 4403;
/**
 * Short, so a screen whose socket dropped (a gateway restarted, or waited for its live bus) is back
 * and refetched within seconds of the gateway answering again; the jitter spreads the reconnects.
 */
const MAX_RETRY_WAIT_MS = 3_000;
const SOCKET_LINGER_MS = 5_000;

/** Exponential backoff with jitter, capped so a long outage still reconnects within seconds. */
function retryWait(retries: number): Promise<void> {
  const delay = Math.min(MAX_RETRY_WAIT_MS, 1000 * 2 ** retries) + Math.random() * 1000;
  return new Promise((resolve) => setTimeout(resolve, delay));
}

function isCloseEvent(value: unknown): value is { code: number } {
  return typeof value === 'object' && value !== null && 'code' in value;
}

/**
 * The terminating link of subscriptions: one graphql-ws socket to the gateway. Events published
 * while the socket was down are not replayed, so `resync` is called after any reconnect, and after a
 * 4403 (the socket then comes back with the current token).
 */
export function createSubscriptionLink(resync: () => void): ApolloLink {
  const ws = createClient({
    url: webSocketUrl(),
    // A function, so every (re)connection presents the token current at that moment. The tab id
    // lets the gateway end this tab's presence when the socket closes.
    connectionParams: () => ({ authorization: bearer(), tabId: TAB_ID }),
    lazy: true,
    // Moving between screens re-subscribes; keeping the socket meanwhile keeps the tab present.
    lazyCloseTimeout: SOCKET_LINGER_MS,
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
  return new GraphQLWsLink(ws);
}
