import { skipToken, useQuery } from '@apollo/client/react';
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import {
  CarryoutSectionsDocument,
  CarryoutStoreEventsDocument,
  ReorderCarryoutSectionsDocument,
  type CarryoutSectionFragment,
} from '../../gql/graphql';
import { byOther, useSession } from '../../lib/session';
import { applyNewerOrder, type ListKey } from '../../lib/list-order';
import { useListReorder } from '../../lib/use-list-reorder';
import { useStoreEvents } from '../../lib/use-store-events';
import { useAnnounce } from '../../ui/LiveAnnouncer';
import { SortableRowButton } from '../../ui/SortableRowButton';
import { StoreListScreen } from '../../ui/StoreListScreen';
import { removeStagingSection, storeStagingSection } from './carryout-cache';
import { CarryoutSectionCreator } from './CarryoutSectionCreator';
import { CarryoutSectionEditor } from './CarryoutSectionEditor';
import { StagingShelfList } from './StagingShelfList';

const SCREEN = 'carryout';

const useStyles = makeStyles({
  name: { fontWeight: tokens.fontWeightSemibold },
  detail: { color: tokens.colorNeutralForeground3 },
  open: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
});

/** The list's columns, over the cells each row lays out on the same grid. */
const STAGING_COLUMNS = {
  labels: ['Staging section', 'Food safety', 'Label', 'Shelves'],
  template: 'minmax(140px, 2fr) minmax(100px, 1fr) minmax(80px, 1fr) minmax(80px, 1fr)',
};

/** Spec 3: the carry-out list is searchable on name, food safety type name and label id. */
const searchedTexts = (section: CarryoutSectionFragment) => [
  section.name,
  section.foodSafetyTypeName,
  section.labelId,
];

const listOf = (storeId: string): ListKey => ({ list: 'STAGING_SECTIONS', parentId: storeId });

/** Applies other admins' carry-out changes to the cache and says them to screen-reader users. */
function useCarryoutEvents(storeId: string | null): void {
  const announce = useAnnounce();
  useStoreEvents(CarryoutStoreEventsDocument, storeId, (event, cache) => {
    if (event.__typename === 'StagingSectionChanged') {
      storeStagingSection(cache, event.stagingSection);
      if (byOther(event.actor))
        announce(`${event.actor.displayName} changed the staging section ${event.stagingSection.name}.`);
    } else if (event.__typename === 'StagingSectionDeleted') {
      removeStagingSection(cache, event.stagingSectionId);
      if (byOther(event.actor)) announce(`${event.actor.displayName} deleted a staging section.`);
    } else if (event.__typename === 'StagingSectionsReordered' && storeId) {
      applyNewerOrder(cache, listOf(storeId), event);
      if (byOther(event.actor)) announce(`${event.actor.displayName} reordered the staging sections.`);
    }
  });
}

/** /store/carryout: the chosen store's carry-out staging sections and their shelves. */
export function CarryoutPage() {
  const styles = useStyles();
  const { storeId } = useSession().selection;
  const query = useQuery(CarryoutSectionsDocument, storeId ? { variables: { storeId } } : skipToken);
  const storeOrder = useListReorder({
    mutation: ReorderCarryoutSectionsDocument,
    answerOf: (answer) => answer.reorderStagingSections,
    parent: storeId ? { storeId } : null,
    list: listOf(storeId ?? ''),
  });
  useCarryoutEvents(storeId);
  const foodSafetyTypes = query.data?.foodSafetyTypes ?? [];

  return (
    <StoreListScreen
      title="Carry-out"
      label="Staging sections"
      noun="staging section"
      presenceScreen={SCREEN}
      storeId={storeId}
      rows={query.data?.stagingSections ?? []}
      query={query}
      getId={(section) => section.id}
      nameOf={(section) => section.name}
      searchedTexts={searchedTexts}
      emptyText="No sections yet"
      creator={(chosenStoreId, done) => (
        <CarryoutSectionCreator storeId={chosenStoreId} foodSafetyTypes={foodSafetyTypes} {...done} />
      )}
      editor={(section, onClose) => (
        <div className={styles.open}>
          <CarryoutSectionEditor
            key={section.id}
            section={section}
            foodSafetyTypes={foodSafetyTypes}
            onClose={onClose}
          />
          <StagingShelfList section={section} foodSafetyTypes={foodSafetyTypes} />
        </div>
      )}
      ordered={{
        columns: STAGING_COLUMNS,
        onReorder: storeOrder,
        renderItem: (section, open, toggle) => (
          <SortableRowButton template={STAGING_COLUMNS.template} open={open} onToggle={toggle}>
            <Text className={styles.name}>{section.name}</Text>
            <Text className={styles.detail}>{section.foodSafetyTypeName ?? 'No food safety type'}</Text>
            <Text className={styles.detail}>Label {section.labelId ?? '–'}</Text>
            <Text className={styles.detail}>{section.shelves.length} shelves</Text>
          </SortableRowButton>
        ),
      }}
    />
  );
}
