import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import {
  DeleteCarryoutShelfDocument,
  ReorderCarryoutShelvesDocument,
  type CarryoutSectionFragment,
  type CarryoutShelfFragment,
} from '../../gql/graphql';
import { RefusedError } from '../../lib/errors';
import { useListReorder } from '../../lib/use-list-reorder';
import { WriteOnly } from '../../lib/write-access';
import { SortableList } from '../../ui/SortableList';
import { useConfirmedDelete } from '../../ui/use-confirmed-delete';
import { orderStagingShelves, removeStagingShelf, sortedStagingShelves } from './carryout-cache';
import type { FoodSafetyChoice } from './CarryoutSectionForm';
import { StagingShelfDialog } from './StagingShelfDialog';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  name: { flexGrow: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3 },
});

interface StagingShelfListProps {
  section: CarryoutSectionFragment;
  foodSafetyTypes: readonly FoodSafetyChoice[];
}

/** The open staging section's shelves: reorder by dragging, add, edit and delete. */
export function StagingShelfList({ section, foodSafetyTypes }: StagingShelfListProps) {
  const styles = useStyles();
  const apollo = useApolloClient();
  // The shelf in the dialog: null while adding one, undefined when the dialog is closed.
  const [editing, setEditing] = useState<CarryoutShelfFragment | null>();
  const [remove] = useMutation(DeleteCarryoutShelfDocument);
  const typeName = (id: string | null | undefined) => foodSafetyTypes.find((type) => type.id === id)?.name;

  // Rejects on any failure, so the list rolls back (spec 3, carry-out).
  const storeOrder = useListReorder({
    mutation: ReorderCarryoutShelvesDocument,
    answerOf: (answer) => answer.reorderStagingShelves,
    parent: { stagingSectionId: section.id },
    list: { list: 'STAGING_SHELVES', parentId: section.id },
    applyOrder: (cache, orderedIds) => orderStagingShelves(cache, section.id, orderedIds),
  });

  const deletion = useConfirmedDelete({
    nameOf: (shelf: CarryoutShelfFragment) => `shelf ${shelf.name}`,
    remove: async (shelf) => {
      const { data } = await remove({ variables: { id: shelf.id } });
      if (!data?.deleteStagingShelf.deletedId) throw new RefusedError(data?.deleteStagingShelf.errors ?? []);
      removeStagingShelf(apollo.cache, section.id, shelf.id);
    },
  });

  const shelves = sortedStagingShelves(section);
  return (
    <section className={styles.panel} aria-label={`Shelves of ${section.name}`}>
      <div className={styles.header}>
        <Subtitle2 as="h3">Shelves</Subtitle2>
        <WriteOnly>
          <Button size="small" icon={<AddRegular />} onClick={() => setEditing(null)}>
            Add shelf
          </Button>
        </WriteOnly>
      </div>
      {shelves.length === 0 ? (
        <Text className={styles.muted}>No shelves yet.</Text>
      ) : (
        <SortableList
          label={`Shelves of ${section.name}`}
          items={shelves}
          getId={(shelf) => shelf.id}
          getLabel={(shelf) => `shelf ${shelf.name}`}
          handleLabel={(shelf) => `Drag shelf ${shelf.name}`}
          onReorder={storeOrder}
          renderItem={(shelf) => (
            <span className={styles.row}>
              <Text className={styles.name}>{shelf.name}</Text>
              <Text className={styles.muted}>{typeName(shelf.foodSafetyTypeId)}</Text>
              <WriteOnly>
                <Button
                  appearance="subtle"
                  size="small"
                  icon={<EditRegular />}
                  aria-label={`Edit shelf ${shelf.name}`}
                  onClick={() => setEditing(shelf)}
                />
                <Button
                  appearance="subtle"
                  size="small"
                  icon={<DeleteRegular />}
                  aria-label={`Delete shelf ${shelf.name}`}
                  onClick={() => deletion.ask(shelf)}
                />
              </WriteOnly>
            </span>
          )}
        />
      )}
      {editing !== undefined && (
        <StagingShelfDialog
          key={editing?.id ?? 'new'}
          section={section}
          shelf={editing}
          foodSafetyTypes={foodSafetyTypes}
          onClose={() => setEditing(undefined)}
        />
      )}
      {deletion.dialogs}
    </section>
  );
}
