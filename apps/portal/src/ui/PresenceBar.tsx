import { useEffect, useMemo, useRef } from 'react';
import { Avatar, makeStyles, Text, tokens, Tooltip } from '@fluentui/react-components';
import { userInitials } from '@fulfil/domain';
import type { PresenceEntry } from '../lib/use-presence';
import { useAnnounce } from './LiveAnnouncer';

interface PresenceBarProps {
  /** The other admins on this screen, from usePresence. */
  entries: readonly PresenceEntry[];
  /** The name of an open item, e.g. "Produce"; undefined when it is not in the list. */
  itemName: (openItemId: string) => string | undefined;
}

const useStyles = makeStyles({
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  list: { display: 'flex', gap: tokens.spacingHorizontalXS, listStyleType: 'none', margin: 0, padding: 0 },
  caption: { color: tokens.colorNeutralForeground3 },
});

/** The user menu's initials, from a display name of first and last name (or the sign-in name). */
function initialsOf(displayName: string): string {
  const [firstName = '', ...rest] = displayName.split(' ');
  return userInitials({ firstName, lastName: rest.join(' '), userName: displayName });
}

function describe(entry: PresenceEntry, itemName: PresenceBarProps['itemName']): string {
  const item = entry.openItemId ? itemName(entry.openItemId) : undefined;
  return item
    ? `${entry.actor.displayName} is viewing ${item}`
    : `${entry.actor.displayName} is on this screen`;
}

/** One entry per admin, even when an admin has the screen open in two tabs. */
function perAdmin(entries: readonly PresenceEntry[]): PresenceEntry[] {
  const seen = new Map<string, PresenceEntry>();
  entries.forEach((entry) => seen.set(entry.actor.id, entry));
  return [...seen.values()];
}

/** Says who arrived on or left the screen, to screen-reader users. */
function useAnnounceArrivals(admins: readonly PresenceEntry[]): void {
  const announce = useAnnounce();
  const previous = useRef<Map<string, string> | null>(null);
  useEffect(() => {
    const now = new Map(admins.map((entry) => [entry.actor.id, entry.actor.displayName]));
    // The admins already there when the screen opens are shown, not announced.
    if (previous.current) {
      const before = previous.current;
      const arrived = [...now]
        .filter(([id]) => !before.has(id))
        .map(([, name]) => `${name} joined this screen.`);
      const left = [...before].filter(([id]) => !now.has(id)).map(([, name]) => `${name} left this screen.`);
      const message = [...arrived, ...left].join(' ');
      if (message) announce(message);
    }
    previous.current = now;
  }, [admins, announce]);
}

/** The other admins on the same store screen, as avatars with what each has open. */
export function PresenceBar({ entries, itemName }: PresenceBarProps) {
  const styles = useStyles();
  const admins = useMemo(() => perAdmin(entries), [entries]);
  useAnnounceArrivals(admins);
  if (admins.length === 0) return null;
  return (
    <div className={styles.bar}>
      <Text size={200} className={styles.caption} aria-hidden>
        Also here
      </Text>
      <ul className={styles.list} aria-label="Other admins on this screen">
        {admins.map((entry) => {
          const label = describe(entry, itemName);
          return (
            <li key={entry.actor.id}>
              <Tooltip content={label} relationship="label">
                <Avatar
                  role="img"
                  tabIndex={0}
                  size={28}
                  color="colorful"
                  name={entry.actor.displayName}
                  initials={initialsOf(entry.actor.displayName)}
                />
              </Tooltip>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
