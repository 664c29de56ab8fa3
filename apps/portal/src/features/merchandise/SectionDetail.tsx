import { useQuery } from '@apollo/client/react';
import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { MerchandiseSectionShelvesDocument, type MerchandiseSectionFragment } from '../../gql/graphql';
import { SectionEditor } from './SectionEditor';
import { SectionPeople } from './SectionPeople';
import { ShelfList } from './ShelfList';
import type { LayoutMoves } from './use-layout-moves';

const useStyles = makeStyles({
  detail: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  people: {
    display: 'grid',
    gap: tokens.spacingHorizontalXL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  },
});

interface SectionDetailProps {
  section: MerchandiseSectionFragment;
  moves: LayoutMoves;
  onClose: () => void;
}

/**
 * The open section: its fields, its shelves, and who may pick or prep in it. The list holds only
 * each section's shelf count; the shelves load here, for this one section, and store events keep
 * them current in the cache from then on.
 */
export function SectionDetail({ section, moves, onClose }: SectionDetailProps) {
  const styles = useStyles();
  const { data } = useQuery(MerchandiseSectionShelvesDocument, { variables: { id: section.id } });
  return (
    <div className={styles.detail}>
      <SectionEditor section={section} onClose={onClose} />
      {data ? (
        <ShelfList section={data.section} moves={moves} />
      ) : (
        <Spinner size="small" label="Loading shelves…" />
      )}
      <div className={styles.people}>
        <SectionPeople storeId={section.storeId} sectionId={section.id} />
      </div>
    </div>
  );
}
