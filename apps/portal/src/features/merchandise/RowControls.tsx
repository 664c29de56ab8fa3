import type { useSortable } from '@dnd-kit/sortable';
import { Button, makeStyles } from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular, ReOrderDotsVerticalRegular } from '@fluentui/react-icons';
import type { MoveDirection } from '../../gql/graphql';

const useStyles = makeStyles({
  handle: { cursor: 'grab', touchAction: 'none' },
});

type HandleProps = Pick<
  ReturnType<typeof useSortable>,
  'attributes' | 'listeners' | 'setActivatorNodeRef'
> & {
  label: string;
};

/** The drag handle of a section or shelf: a button named "Drag …", also picked up with Space. */
export function DragHandle({ label, attributes, listeners, setActivatorNodeRef }: HandleProps) {
  const styles = useStyles();
  return (
    <Button
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      className={styles.handle}
      appearance="subtle"
      size="small"
      icon={<ReOrderDotsVerticalRegular />}
      aria-label={`Drag ${label}`}
    />
  );
}

interface MoveButtonsProps {
  label: string;
  previousId: string | undefined;
  nextId: string | undefined;
  onMove: (direction: MoveDirection, targetId: string) => void;
}

/**
 * Move up / Move down: the same moves as dragging, for people who do not drag. No tooltips: hundreds
 * of rows scroll by, and the buttons' names already say what they do.
 */
export function MoveButtons({ label, previousId, nextId, onMove }: MoveButtonsProps) {
  return (
    <>
      <Button
        appearance="subtle"
        size="small"
        icon={<ArrowUpRegular />}
        aria-label={`Move ${label} up`}
        disabled={!previousId}
        onClick={() => previousId && onMove('BEFORE', previousId)}
      />
      <Button
        appearance="subtle"
        size="small"
        icon={<ArrowDownRegular />}
        aria-label={`Move ${label} down`}
        disabled={!nextId}
        onClick={() => nextId && onMove('AFTER', nextId)}
      />
    </>
  );
}
