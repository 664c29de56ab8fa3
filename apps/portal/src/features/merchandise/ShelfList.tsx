import { useState } from 'react';
import { SortableContext } from '@dnd-kit/sortable';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Button, makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import {
  DeleteMerchandiseShelfDocument,
  MerchandiseFoodSafetyTypesDocument,
  type MerchandiseSectionWithShelvesFragment,
  type MerchandiseShelfFragment,
} from '../../gql/graphql';
import { RefusedError } from '../../lib/errors';
import { WriteOnly } from '../../lib/write-access';
import { useConfirmedDelete } from '../../ui/use-confirmed-delete';
import { rowsStayPut } from './drop-marks';
import { shelfDragId, shelfLabel } from './layout-drag';
import { removeShelf, sortedShelves } from './section-cache';
import { ShelfDialog } from './ShelfDialog';
import { ShelfRow } from './ShelfRow';
import type { LayoutMoves } from './use-layout-moves';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: tokens.spacingHorizontalXS,
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
  empty: { color: tokens.colorNeutralForeground3 },
});

interface ShelfListProps {
  section: MerchandiseSectionWithShelvesFragment;
  moves: LayoutMoves;
}

/** The open section's shelves by sequenceId: drag (also onto another section), add, edit and delete. */
export function ShelfList({ section, moves }: ShelfListProps) {
  const styles = useStyles();
  const apollo = useApolloClient();
  const shelves = sortedShelves(section);
  const ids = shelves.map((shelf) => shelf.id);
  const { data } = useQuery(MerchandiseFoodSafetyTypesDocument, { variables: { storeId: section.storeId } });
  const typeName = (id: string | null | undefined) =>
    data?.foodSafetyTypes.find((type) => type.id === id)?.name;
  // The shelf in the edit modal: null while adding one, undefined when the modal is closed.
  const [editing, setEditing] = useState<MerchandiseShelfFragment | null>();
  const [remove] = useMutation(DeleteMerchandiseShelfDocument);
  const deletion = useConfirmedDelete({
    nameOf: shelfLabel,
    remove: async (shelf: MerchandiseShelfFragment) => {
      const { data: answer } = await remove({ variables: { id: shelf.id } });
      if (!answer?.deleteShelf.deletedId) throw new RefusedError(answer?.deleteShelf.errors ?? []);
      removeShelf(apollo.cache, section.id, shelf.id);
    },
  });

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
        <Text className={styles.empty}>No shelves yet.</Text>
      ) : (
        <SortableContext items={ids.map(shelfDragId)} strategy={rowsStayPut}>
          <ul className={styles.list} aria-label={`Shelves of ${section.name}`}>
            {shelves.map((shelf, index) => (
              <ShelfRow
                key={shelf.id}
                section={section}
                shelf={shelf}
                foodSafetyTypeName={typeName(shelf.foodSafetyTypeId)}
                previousId={ids[index - 1]}
                nextId={ids[index + 1]}
                onMove={(moved, direction, target) => moves.moveShelf(section, moved, direction, target)}
                onEdit={setEditing}
                onDelete={deletion.ask}
              />
            ))}
          </ul>
        </SortableContext>
      )}
      {editing !== undefined && (
        <ShelfDialog
          key={editing?.id ?? 'new'}
          section={section}
          shelf={editing}
          onClose={() => setEditing(undefined)}
        />
      )}
      {deletion.dialogs}
    </section>
  );
}
