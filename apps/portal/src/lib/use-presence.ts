import { useEffect, useMemo } from 'react';
import { skipToken, useApolloClient, useQuery } from '@apollo/client/react';
import { print } from 'graphql';
import {
  LeavePresenceDocument,
  PresenceDocument,
  ReportPresenceDocument,
  type PresenceEntryFieldsFragment,
} from '../gql/graphql';
import { bearer, GRAPHQL_PATH } from './endpoint';
import { useSession } from './session';
import { TAB_ID } from './tab-id';

/** The server drops an entry not seen for 30 s, so reporting every 10 s keeps one present. */
const REPORT_INTERVAL_MS = 10_000;
/** PresenceChanged events keep the list current; polling only clears admins whose browser vanished. */
const STALE_CHECK_INTERVAL_MS = 30_000;

export type PresenceEntry = PresenceEntryFieldsFragment;

/**
 * This tab's reports and leaves, sent one after another: two in flight at once could be handled by
 * the gateway in either order, and an older report landing last would show the admin on a row they
 * have left until the next report. Presence is a courtesy: a failure never disturbs the screen.
 */
let presenceQueue: Promise<unknown> = Promise.resolve();
function inOrder(send: () => Promise<unknown>): void {
  presenceQueue = presenceQueue.then(send).catch(() => undefined);
}

/**
 * Says the tab left as its page goes away (closed, reloaded, navigated elsewhere): a keepalive
 * request outlives the page, where Apollo's would be cancelled. The gateway also ends the tab's
 * presence when its WebSocket closes; this covers a page whose socket was not open.
 */
function leaveAsPageGoes(storeId: string): void {
  const authorization = bearer();
  if (!authorization) return;
  fetch(GRAPHQL_PATH, {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json', authorization },
    body: JSON.stringify({ query: print(LeavePresenceDocument), variables: { storeId, tabId: TAB_ID } }),
  }).catch(() => undefined);
}

/**
 * Says that the signed-in admin is on `screen` of the store with `openItemId` open, for as long as
 * the screen is shown, and returns the OTHER admins on the same screen. The list is kept current by
 * the screen's useStoreEvents subscription.
 */
export function usePresence(
  storeId: string | null,
  screen: string,
  openItemId: string | null,
): PresenceEntry[] {
  const apollo = useApolloClient();
  const myId = useSession().user?.id;

  useEffect(() => {
    if (!storeId) return;
    const report = () =>
      inOrder(() =>
        apollo.mutate({
          mutation: ReportPresenceDocument,
          variables: { storeId, screen, openItemId, tabId: TAB_ID },
        }),
      );
    // A page restored from the back-forward cache had left; it is back at once.
    const returned = (event: PageTransitionEvent) => {
      if (event.persisted) report();
    };
    report();
    const timer = setInterval(report, REPORT_INTERVAL_MS);
    window.addEventListener('pageshow', returned);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pageshow', returned);
    };
  }, [apollo, storeId, screen, openItemId]);

  useEffect(() => {
    if (!storeId) return;
    const pageGoes = () => leaveAsPageGoes(storeId);
    window.addEventListener('pagehide', pageGoes);
    return () => {
      window.removeEventListener('pagehide', pageGoes);
      inOrder(() =>
        apollo.mutate({ mutation: LeavePresenceDocument, variables: { storeId, tabId: TAB_ID } }),
      );
    };
  }, [apollo, storeId]);

  const { data } = useQuery(
    PresenceDocument,
    storeId ? { variables: { storeId }, pollInterval: STALE_CHECK_INTERVAL_MS } : skipToken,
  );

  return useMemo(
    () => (data?.presence ?? []).filter((entry) => entry.screen === screen && entry.actor.id !== myId),
    [data, screen, myId],
  );
}
