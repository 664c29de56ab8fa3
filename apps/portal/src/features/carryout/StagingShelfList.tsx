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
import { errorMessage, RefusedError } from '../../lib/errors';
import { AlertDialog, type Alert } from '../../ui/AlertDialog';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { SortableList } from '../../ui/SortableList';
import { orderStagingShelves, removeStagingShelf, sortedStagingShelves } from './carryoutCache';
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
  const [deleting, setDeleting] = useState<CarryoutShelfFragment>();
  const [alert, setAlert] = useState<Alert | null>(null);
  const [reorder] = useMutation(ReorderCarryoutShelvesDocument);
  const [remove, { loading: removing }] = useMutation(DeleteCarryoutShelfDocument);
  const typeName = (id: string | null | undefined) => foodSafetyTypes.find((type) => type.id === id)?.name;

  /** Rejects on any failure, so the list rolls back (spec 3, carry-out). */
  const storeOrder = async (orderedIds: string[]) => {
    const { data } = await reorder({
      variables: { stagingSectionId: section.id, orderedIds },
      update: (cache, { data: stored }) => {
        const ids = stored?.reorderStagingShelves.orderedIds;
        if (ids?.length) orderStagingShelves(cache, section.id, ids);
      },
    });
    const refusal = data?.reorderStagingShelves.errors ?? [];
    if (refusal.length > 0) throw new RefusedError(refusal);
  };

  const confirmDelete = async (shelf: CarryoutShelfFragment) => {
    try {
      const { data } = await remove({ variables: { id: shelf.id } });
      if (!data?.deleteStagingShelf.deletedId) throw new RefusedError(data?.deleteStagingShelf.errors ?? []);
      removeStagingShelf(apollo.cache, section.id, shelf.id);
    } catch (error) {
      setAlert({ title: 'Delete Error', message: errorMessage(error as Error) });
    } finally {
      setDeleting(undefined);
    }
  };

  const shelves = sortedStagingShelves(section);
  return (
    <section className={styles.panel} aria-label={`Shelves of ${section.name}`}>
      <div className={styles.header}>
        <Subtitle2 as="h3">Shelves</Subtitle2>
        <Button size="small" icon={<AddRegular />} onClick={() => setEditing(null)}>
          Add shelf
        </Button>
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
                onClick={() => setDeleting(shelf)}
              />
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
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
      <ConfirmDialog
        open={deleting !== undefined}
        title="Are you sure?"
        message={`The shelf ${deleting?.name ?? ''} will be deleted. This action cannot be undone.`}
        confirmLabel="Yes, delete it!"
        busy={removing}
        onConfirm={() => deleting && void confirmDelete(deleting)}
        onCancel={() => setDeleting(undefined)}
      />
    </section>
  );
}
