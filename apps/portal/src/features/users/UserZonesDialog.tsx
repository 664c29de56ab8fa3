import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from '@fluentui/react-components';
import { SetUserZoneDocument, UserZoneChoicesDocument, type UserRowFragment } from '../../gql/graphql';
import { RefusedError } from '../../lib/errors';
import { MembershipDialog } from '../../ui/MembershipDialog';
import { storeZone } from './user-cache';

/**
 * The zone-user assignment of the store users screen: a box per zone of the store. A box shows what
 * the server stored: it changes only once the call returns (spec 1 section 4).
 */
export function UserZonesDialog({
  storeId,
  user,
  disabled,
}: {
  storeId: string;
  user: UserRowFragment;
  disabled: boolean;
}) {
  const [open, setOpen] = useState(false);
  const zones = useQuery(UserZoneChoicesDocument, { variables: { storeId }, skip: !open });
  const [setZoneUser, { loading: busy }] = useMutation(SetUserZoneDocument, {
    update: (cache, { data }) => {
      const zone = data?.setZoneUser.zone;
      if (zone) storeZone(cache, storeId, zone);
    },
  });

  const toggle = async (zoneId: string, member: boolean) => {
    const { data } = await setZoneUser({ variables: { zoneId, userId: user.id, member } });
    if (!data?.setZoneUser.zone) throw new RefusedError(data?.setZoneUser.errors ?? []);
  };

  const storeZones = zones.data?.zones ?? [];
  return (
    <>
      <Button disabled={disabled} onClick={() => setOpen(true)}>
        Zones
      </Button>
      <MembershipDialog
        open={open}
        title={`Zones of ${user.userName}`}
        groupLabel={`Zones of ${user.userName}`}
        choices={storeZones.map((zone) => ({ id: zone.zoneId, label: zone.name }))}
        memberIds={
          new Set(
            storeZones
              .filter((zone) => zone.users.some((member) => member.userId === user.id))
              .map((zone) => zone.zoneId),
          )
        }
        loading={zones.loading}
        error={zones.error}
        onRetry={() => void zones.refetch()}
        busy={busy}
        onToggle={toggle}
        emptyText="This store has no zones."
        onClose={() => setOpen(false)}
      />
    </>
  );
}
