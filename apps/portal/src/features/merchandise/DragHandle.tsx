import type { useSortable } from '@dnd-kit/sortable';
import { Button, makeStyles } from '@fluentui/react-components';
import { ReOrderDotsVerticalRegular } from '@fluentui/react-icons';
import { useCanWrite } from '../../lib/write-access';

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
  // An empty cell keeps the row's columns in line for a person who may not reorder.
  if (!useCanWrite()) return <span />;
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
