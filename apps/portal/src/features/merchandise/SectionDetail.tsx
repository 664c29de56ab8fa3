import { makeStyles, tokens } from '@fluentui/react-components';
import type { MerchandiseSectionFragment } from '../../gql/graphql';
import { SectionEditor } from './SectionEditor';
import { SectionPeople } from './SectionPeople';
import { ShelfList } from './ShelfList';
import type { LayoutMoves } from './useLayoutMoves';

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

/** The open section: its fields, its shelves, and who may pick or prep in it. */
export function SectionDetail({ section, moves, onClose }: SectionDetailProps) {
  const styles = useStyles();
  return (
    <div className={styles.detail}>
      <SectionEditor section={section} onClose={onClose} />
      <ShelfList section={section} moves={moves} />
      <div className={styles.people}>
        <SectionPeople storeId={section.storeId} sectionId={section.id} />
      </div>
    </div>
  );
}
