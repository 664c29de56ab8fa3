import { useEffect, useMemo } from 'react';
import { skipToken, useApolloClient, useQuery } from '@apollo/client/react';
import {
  LeavePresenceDocument,
  PresenceDocument,
  ReportPresenceDocument,
  type PresenceEntryFieldsFragment,
} from '../gql/graphql';
import { useSession } from './session';

/** The server drops an entry not seen for 30 s, so reporting every 10 s keeps one present. */
const REPORT_INTERVAL_MS = 10_000;
/** PresenceChanged events keep the list current; polling only clears admins whose browser vanished. */
const STALE_CHECK_INTERVAL_MS = 30_000;

export type PresenceEntry = PresenceEntryFieldsFragment;

/**
 * This tab, so that closing another tab of the same admin does not take this one off the list
 * (getRandomValues, unlike randomUUID, works on plain-http addresses too).
 */
const TAB_ID = Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) =>
  byte.toString(16).padStart(2, '0'),
).join('');

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
      // Presence is a courtesy: a failed report must never disturb the screen.
      apollo
        .mutate({
          mutation: ReportPresenceDocument,
          variables: { storeId, screen, openItemId, tabId: TAB_ID },
        })
        .catch(() => undefined);
    void report();
    const timer = setInterval(() => void report(), REPORT_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [apollo, storeId, screen, openItemId]);

  useEffect(() => {
    if (!storeId) return;
    return () => {
      apollo
        .mutate({ mutation: LeavePresenceDocument, variables: { storeId, tabId: TAB_ID } })
        .catch(() => undefined);
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
