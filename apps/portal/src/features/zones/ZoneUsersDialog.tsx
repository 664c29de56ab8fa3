import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { SearchBox } from '@fluentui/react-components';
import { SetZoneUserDocument, ZoneUserChoicesDocument, type ZoneFieldsFragment } from '../../gql/graphql';
import { RefusedError } from '../../lib/errors';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { MembershipDialog } from '../../ui/MembershipDialog';

/** The users offered at once; a search narrows a large store down. */
const USER_CHOICES = 50;
const SEARCH_DEBOUNCE_MS = 300;

interface ZoneUsersDialogProps {
  zone: ZoneFieldsFragment;
  open: boolean;
  onClose: () => void;
}

const userLabel = (userName: string, fullName: string | null | undefined) =>
  fullName ? `${fullName} (${userName})` : userName;

/** Assigns the store's users to a zone: each tick adds or removes the user at once. */
export function ZoneUsersDialog({ zone, open, onClose }: ZoneUsersDialogProps) {
  const [search, setSearch] = useState('');
  const text = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const { data, loading, error, refetch } = useQuery(ZoneUserChoicesDocument, {
    variables: {
      storeId: zone.storeId,
      search: {
        skip: 0,
        take: USER_CHOICES,
        filters: text ? [{ field: 'USER_NAME', text }] : [],
      },
    },
    skip: !open,
  });
  const [setMember, { loading: busy }] = useMutation(SetZoneUserDocument);

  const toggle = async (userId: string, member: boolean) => {
    // The answer carries the stored zone, which the cache takes in by its zoneId.
    const { data: answer } = await setMember({ variables: { zoneId: zone.zoneId, userId, member } });
    if (!answer?.setZoneUser.zone) throw new RefusedError(answer?.setZoneUser.errors ?? []);
  };

  const found = (data?.users ?? []).map((user) => ({
    id: user.id,
    label: userLabel(user.userName, [user.firstName, user.lastName].filter(Boolean).join(' ')),
  }));
  // Without a search the zone's own users come first, so each can be taken out even in a large store.
  const members = text
    ? []
    : zone.users
        .filter((user) => !found.some((choice) => choice.id === user.userId))
        .map((user) => ({ id: user.userId, label: userLabel(user.userName, user.fullName) }));

  return (
    <MembershipDialog
      open={open}
      title={`Users of ${zone.name}`}
      groupLabel={`Users of ${zone.name}`}
      choices={[...members, ...found]}
      memberIds={new Set(zone.users.map((user) => user.userId))}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      busy={busy}
      onToggle={toggle}
      emptyText={text ? 'No users of this store match the search.' : 'This store has no users yet.'}
      onClose={onClose}
      filter={
        <SearchBox
          aria-label="Search users by user name"
          placeholder="Search users by user name"
          value={search}
          onChange={(_event, change) => setSearch(change.value)}
        />
      }
    />
  );
}
