import { DragOverlay, useDndContext } from '@dnd-kit/core';
import { makeStyles, Portal, tokens } from '@fluentui/react-components';
import { ReOrderDotsVerticalRegular } from '@fluentui/react-icons';
import { dragLabel } from './layout-drag';

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

const useStyles = makeStyles({
  card: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minWidth: '240px',
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    whiteSpace: 'nowrap',
    cursor: 'grabbing',
  },
  icon: { color: tokens.colorBrandForeground1, fontSize: '16px' },
});

/**
 * The dragged section or shelf, named, following the pointer. It is portalled out of the list
 * because the list's scroller (contain: strict) would clip it; Fluent's portal keeps the theme.
 */
export function DraggedItemOverlay() {
  const styles = useStyles();
  const { active } = useDndContext();
  return (
    <Portal>
      {/* The announcements already say what is dragged; the card is for the eye. */}
      <DragOverlay dropAnimation={null}>
        {active && (
          <div className={styles.card} data-drag-overlay aria-hidden>
            <ReOrderDotsVerticalRegular className={styles.icon} />
            {capitalised(dragLabel(active))}
          </div>
        )}
      </DragOverlay>
    </Portal>
  );
}
