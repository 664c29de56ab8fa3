import { Button } from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular } from '@fluentui/react-icons';
import { useCanWrite } from '../lib/write-access';

interface MoveButtonsProps {
  /** The row's name in the buttons' names, e.g. "shelf Top". */
  label: string;
  /** The row above and below, if any. */
  previousId: string | undefined;
  nextId: string | undefined;
  onMoveBefore: (targetId: string) => void;
  onMoveAfter: (targetId: string) => void;
}

/**
 * Move up / Move down: the same moves as dragging, for people who do not drag. No tooltips: hundreds
 * of rows scroll by, and the buttons' names already say what they do.
 */
export function MoveButtons({ label, previousId, nextId, onMoveBefore, onMoveAfter }: MoveButtonsProps) {
  if (!useCanWrite()) return null;
  return (
    <>
      <Button
        appearance="subtle"
        size="small"
        icon={<ArrowUpRegular />}
        aria-label={`Move ${label} up`}
        disabled={!previousId}
        onClick={() => previousId && onMoveBefore(previousId)}
      />
      <Button
        appearance="subtle"
        size="small"
        icon={<ArrowDownRegular />}
        aria-label={`Move ${label} down`}
        disabled={!nextId}
        onClick={() => nextId && onMoveAfter(nextId)}
      />
    </>
  );
}
