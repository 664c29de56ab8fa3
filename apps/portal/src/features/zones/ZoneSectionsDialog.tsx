import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { SetZoneSectionDocument, ZoneFormChoicesDocument, type ZoneFieldsFragment } from '../../gql/graphql';
import { RefusedError } from '../../lib/errors';
import { MembershipDialog } from '../../ui/MembershipDialog';
import { linkZoneSection } from './zone-cache';

interface ZoneSectionsDialogProps {
  zone: ZoneFieldsFragment;
  open: boolean;
  onClose: () => void;
}

/** Assigns the store's sections to a zone: each tick links or unlinks at once. */
export function ZoneSectionsDialog({ zone, open, onClose }: ZoneSectionsDialogProps) {
  const apollo = useApolloClient();
  const { data, loading, error, refetch } = useQuery(ZoneFormChoicesDocument, {
    variables: { storeId: zone.storeId },
    skip: !open,
  });
  const [link, { loading: busy }] = useMutation(SetZoneSectionDocument);
  const sections = data?.sections ?? [];

  const toggle = async (sectionId: string, linked: boolean) => {
    const { data: answer } = await link({ variables: { sectionId, zoneId: zone.zoneId, linked } });
    if (!answer?.setSectionZone.section) throw new RefusedError(answer?.setSectionZone.errors ?? []);
    const section = sections.find((choice) => choice.id === sectionId);
    if (section)
      linkZoneSection(
        apollo.cache,
        zone.zoneId,
        { __typename: 'ZoneSection', sectionId, name: section.name, sequenceId: section.sequenceId },
        linked,
      );
  };

  return (
    <MembershipDialog
      open={open}
      title={`Sections of ${zone.name}`}
      groupLabel={`Sections of ${zone.name}`}
      choices={sections.map((section) => ({ id: section.id, label: section.name }))}
      memberIds={new Set(zone.sections.map((section) => section.sectionId))}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      busy={busy}
      onToggle={toggle}
      emptyText="This store has no sections yet."
      onClose={onClose}
    />
  );
}
