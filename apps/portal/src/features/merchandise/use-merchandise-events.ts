import { useApolloClient } from '@apollo/client/react';
import { MerchandiseSectionsDocument, MerchandiseStoreEventsDocument } from '../../gql/graphql';
import { byOther } from '../../lib/session';
import { useStoreEvents } from '../../lib/use-store-events';
import { useAnnounce } from '../../ui/LiveAnnouncer';
import { replaceRows } from '../../lib/list-cache';
import { followMove } from '../../lib/list-order';
import { removeSection, storeSection } from './section-cache';
import { sectionsList } from './use-layout-moves';

/**
 * Applies other admins' layout changes straight into the cache. Open forms keep their drafts: they
 * hold their own copy of the values and only compare versions with what arrives here.
 */
export function useMerchandiseEvents(storeId: string): void {
  const announce = useAnnounce();
  const client = useApolloClient();
  useStoreEvents(MerchandiseStoreEventsDocument, storeId, (event, cache) => {
    // A person's own changes are already on their screen; only others' are worth announcing.
    const say = 'actor' in event && byOther(event.actor) ? announce : () => undefined;
    switch (event.__typename) {
      case 'SectionChanged':
      case 'ShelvesChanged':
        storeSection(cache, event.section);
        say(`${event.actor.displayName} changed the section ${event.section.name}.`);
        break;
      case 'SectionDeleted':
        removeSection(cache, event.sectionId);
        say(`${event.actor.displayName} deleted a section.`);
        break;
      case 'SectionsMoved':
        followMove(client, sectionsList(storeId), {
          movedId: event.sectionId,
          position: event.position,
          listVersion: event.listVersion,
        });
        say(`${event.actor.displayName} moved a section.`);
        break;
      case 'StoreSetupUploaded':
        // A file may have changed every section and shelf: the list is read again, not patched.
        void client.refetchQueries({ include: [MerchandiseSectionsDocument] });
        say(`${event.actor.displayName} uploaded a store setup file.`);
        break;
      case 'SectionUserSettingChanged': {
        // Setting rows carry no id of their own, so the user's row of the section's cached list is replaced.
        const field = event.kind === 'RESTRICTION' ? 'sectionShopperRestrictions' : 'sectionPrepperOptIns';
        replaceRows(
          cache,
          field,
          ({ sectionId }) => sectionId === event.sectionId,
          (row, readField) => (readField('userId', row) === event.setting.userId ? event.setting : row),
        );
        break;
      }
    }
  });
}
