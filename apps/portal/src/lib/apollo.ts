import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { OperationTypeNode } from 'graphql';
import { tap } from 'rxjs';
import { createCache } from './cache';
import { bearer, GRAPHQL_PATH } from './endpoint';
import { lazyLink } from './lazy-link';
import { clearCredentials, getSession } from './session';
import { leaveSignOutNotice } from './sign-out-notice';

/** What the sign-in page says after the service ended a session. */
export const ACCESS_CHANGED_NOTICE = 'Your access has changed, so you were signed out. Please sign in again.';

/** Several subscriptions receive the same LiveResync; one refetch answers them all. */
const RESYNC_COALESCE_MS = 50;

/**
 * The service refuses a token once the person's access changed (deleted, another role or client, a
 * store taken away, a new password): the session is over, so the credentials go and the login check
 * sends the person to sign in.
 */
const endRevokedSession = new ErrorLink(({ error }) => {
  const revoked =
    CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
  if (!revoked || !getSession().token) return;
  leaveSignOutNotice(ACCESS_CHANGED_NOTICE);
  clearCredentials();
});

/** Whether a subscription result is the gateway's order to refetch (events were missed). */
function isLiveResync(result: ApolloLink.Result): boolean {
  return Object.values(result.data ?? {}).some(
    (field) =>
      typeof field === 'object' &&
      field !== null &&
      '__typename' in field &&
      field.__typename === 'LiveResync',
  );
}

function createApolloClient(): ApolloClient {
  const cache = createCache();
  const http = ApolloLink.from([
    endRevokedSession,
    new SetContextLink(({ headers }) => {
      const authorization = bearer();
      return { headers: authorization ? { ...headers, authorization } : headers };
    }),
    new HttpLink({ uri: GRAPHQL_PATH }),
  ]);

  // After a reconnect, and when the gateway says events were missed (LiveResync on any
  // subscription), the screens read again what they show. The reads go beside the screens' own
  // queries, which keep showing every change meanwhile (a query waiting for its network answer
  // shows none, not even the person's own move), and are sent anew rather than joined to a same
  // query under way, which may have been answered before the change that called for the resync.
  let pendingResync: ReturnType<typeof setTimeout> | undefined;
  const resync = () => {
    pendingResync ??= setTimeout(() => {
      pendingResync = undefined;
      for (const screen of client.getObservableQueries()) {
        const { query, variables, options } = screen;
        if (options.fetchPolicy === 'cache-only') continue;
        client
          .query({ query, variables, fetchPolicy: 'network-only', context: { queryDeduplication: false } })
          // A screen whose read failed says so, as when it first loads, through its own query.
          .catch(() => screen.refetch().catch(() => undefined));
      }
    }, RESYNC_COALESCE_MS);
  };
  const resyncOnSignal = new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      tap((result) => {
        if (isLiveResync(result)) resync();
      }),
    ),
  );
  const link = ApolloLink.split(
    ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
    // The sign-in pages never subscribe: graphql-ws loads with the first subscription.
    resyncOnSignal.concat(
      lazyLink(async () => (await import('./subscription-link')).createSubscriptionLink(resync)),
    ),
    http,
  );

  const client = new ApolloClient({
    link,
    cache,
    defaultOptions: {
      watchQuery: {
        // A screen shows what it has at once and asks again: its events stopped while it was closed,
        // so what it cached then may be out of date.
        fetchPolicy: 'cache-and-network',
        nextFetchPolicy: 'cache-first',
        // A list read again keeps the newest order the cache holds (lib/list-order.ts).
        refetchWritePolicy: 'merge',
      },
    },
  });
  return client;
}

let client: ApolloClient | undefined;

/** The portal's one client, made on first use: the sign-in page renders before Apollo has loaded. */
export function apolloClient(): ApolloClient {
  client ??= createApolloClient();
  return client;
}
