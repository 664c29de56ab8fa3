import { skipToken, useQuery } from '@apollo/client/react';
import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import {
  CarryoutSectionsDocument,
  CarryoutStoreEventsDocument,
  ReorderCarryoutSectionsDocument,
  type CarryoutSectionFragment,
} from '../../gql/graphql';
import { byOther, useSession } from '../../lib/session';
import { useDetailPanel } from '../../lib/use-detail-panel';
import { useListSearch } from '../../lib/use-list-search';
import { usePresence } from '../../lib/use-presence';
import { applyNewerOrder, type ListKey } from '../../lib/list-order';
import { useListReorder } from '../../lib/use-list-reorder';
import { useStoreEvents } from '../../lib/use-store-events';
import { detailPanel, LayoutScreen } from '../../ui/LayoutScreen';
import { ListWithDetail } from '../../ui/ListWithDetail';
import { useAnnounce } from '../../ui/LiveAnnouncer';
import { SearchableSortableList } from '../../ui/SearchableSortableList';
import { sortableColumnsStyle } from '../../ui/SortableList';
import { removeStagingSection, storeStagingSection } from './carryout-cache';
import { CarryoutSectionCreator } from './CarryoutSectionCreator';
import { CarryoutSectionEditor } from './CarryoutSectionEditor';
import { StagingShelfList } from './StagingShelfList';

const SCREEN = 'carryout';

const useStyles = makeStyles({
  row: {
    width: '100%',
    justifyContent: 'flex-start',
    gap: tokens.spacingHorizontalL,
    paddingBlock: tokens.spacingVerticalS,
    textAlign: 'start',
    fontWeight: tokens.fontWeightRegular,
  },
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
  const panel = useDetailPanel();
  const { data, loading, error, refetch } = useQuery(
    CarryoutSectionsDocument,
    storeId ? { variables: { storeId } } : skipToken,
  );
  const storeOrder = useListReorder({
    mutation: ReorderCarryoutSectionsDocument,
    answerOf: (answer) => answer.reorderStagingSections,
    parent: storeId ? { storeId } : null,
    list: listOf(storeId ?? ''),
  });
  useCarryoutEvents(storeId);
  const others = usePresence(storeId, SCREEN, panel.openId);

  const sections = data?.stagingSections ?? [];
  const foodSafetyTypes = data?.foodSafetyTypes ?? [];
  const { search, setSearch, searching, shown } = useListSearch(sections, searchedTexts);
  const open = sections.find((section) => section.id === panel.openId);

  return (
    <LayoutScreen
      title="Carry-out"
      storeId={storeId}
      presence={others}
      itemName={(id) => sections.find((section) => section.id === id)?.name}
      newLabel="New staging section"
      onNew={panel.startCreating}
    >
      <ListWithDetail
        label="Staging sections"
        items={shown}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        getId={(section) => section.id}
        columns={[]}
        search={search}
        onSearchChange={setSearch}
        searchLabel="Search staging sections"
        openId={panel.openId}
        onToggle={panel.toggle}
        emptyText={searching ? 'No staging sections match the search.' : 'No sections yet'}
        {...detailPanel({
          noun: 'staging section',
          creator:
            panel.creating && storeId
              ? {
                  title: 'New staging section',
                  form: (
                    <CarryoutSectionCreator
                      storeId={storeId}
                      foodSafetyTypes={foodSafetyTypes}
                      onCancel={panel.close}
                      onCreated={panel.open}
                    />
                  ),
                }
              : null,
          editor: open
            ? {
                title: open.name,
                form: (
                  <div className={styles.open}>
                    <CarryoutSectionEditor
                      key={open.id}
                      section={open}
                      foodSafetyTypes={foodSafetyTypes}
                      onClose={panel.close}
                    />
                    <StagingShelfList section={open} foodSafetyTypes={foodSafetyTypes} />
                  </div>
                ),
              }
            : null,
          missing: panel.openId !== null && !loading,
        })}
        renderList={(items) => (
          <SearchableSortableList
            label="Staging sections"
            columns={STAGING_COLUMNS}
            items={items}
            getId={(section) => section.id}
            getLabel={(section) => section.name}
            handleLabel={(section) => `Drag ${section.name}`}
            selectedId={panel.openId}
            searching={searching}
            onReorder={storeOrder}
            renderItem={(section) => (
              <Button
                appearance="transparent"
                className={styles.row}
                style={sortableColumnsStyle(STAGING_COLUMNS.template)}
                aria-expanded={section.id === panel.openId}
                onClick={() => panel.toggle(section.id)}
              >
                <Text className={styles.name}>{section.name}</Text>
                <Text className={styles.detail}>{section.foodSafetyTypeName ?? 'No food safety type'}</Text>
                <Text className={styles.detail}>Label {section.labelId ?? '–'}</Text>
                <Text className={styles.detail}>{section.shelves.length} shelves</Text>
              </Button>
            )}
          />
        )}
      />
    </LayoutScreen>
  );
}
