import { MerchandiseStoreEventsDocument, type MerchandiseUserSettingFragment } from '../../gql/graphql';
import { byOther } from '../../lib/session';
import { useStoreEvents } from '../../lib/useStoreEvents';
import { useAnnounce } from '../../ui/LiveAnnouncer';
import { orderSections, removeSection, storeSection } from './sectionCache';

/**
 * Applies other admins' layout changes straight into the cache. Open forms keep their drafts: they
 * hold their own copy of the values and only compare versions with what arrives here.
 */
export function useMerchandiseEvents(storeId: string): void {
  const announce = useAnnounce();
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
        orderSections(cache, storeId, event.orderedIds);
        say(`${event.actor.displayName} moved a section.`);
        break;
      case 'SectionUserSettingChanged': {
        // Setting rows carry no id of their own, so the user's row of the section's cached list is replaced.
        const field = event.kind === 'RESTRICTION' ? 'sectionShopperRestrictions' : 'sectionPrepperOptIns';
        cache.modify({
          fields: {
            [field]: (existing, { storeFieldName }) =>
              storeFieldName.includes(`"sectionId":"${event.sectionId}"`)
                ? (existing as readonly MerchandiseUserSettingFragment[]).map((row) =>
                    row.userId === event.setting.userId ? event.setting : row,
                  )
                : existing,
          },
        });
        break;
      }
    }
  });
}
