import { useMutation, useQuery } from '@apollo/client/react';
import {
  MerchandiseStoreZonesDocument,
  SetMerchandiseSectionZoneDocument,
  type MerchandiseSectionFragment,
} from '../../gql/graphql';
import { RefusedError } from '../../lib/errors';
import { MembershipDialog } from '../../ui/MembershipDialog';

interface ZoneDialogProps {
  section: MerchandiseSectionFragment;
  open: boolean;
  onClose: () => void;
}

/**
 * The zone assignment modal: one checkbox per zone of the store, ticked when the section is in it;
 * each tick links or unlinks at once.
 */
export function ZoneDialog({ section, open, onClose }: ZoneDialogProps) {
  const { data, loading, error, refetch } = useQuery(MerchandiseStoreZonesDocument, {
    variables: { storeId: section.storeId },
    skip: !open,
  });
  const [setZone, { loading: busy }] = useMutation(SetMerchandiseSectionZoneDocument);

  const toggle = async (zoneId: string, linked: boolean) => {
    const { data: answer } = await setZone({ variables: { sectionId: section.id, zoneId, linked } });
    if (!answer?.setSectionZone.section)
      throw new RefusedError(answer?.setSectionZone.errors.slice(0, 1) ?? []);
  };

  return (
    <MembershipDialog
      open={open}
      title={`Zones of ${section.name}`}
      groupLabel={`Zones of ${section.name}`}
      choices={(data?.zones ?? []).map((zone) => ({ id: zone.zoneId, label: zone.name }))}
      memberIds={new Set(section.zones.map((zone) => zone.zoneId))}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      busy={busy}
      onToggle={toggle}
      emptyText="This store has no zones yet."
      onClose={onClose}
    />
  );
}
