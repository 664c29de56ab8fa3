import { makeStyles, tokens } from '@fluentui/react-components';

/** The columns of the section list, shared by its header and its rows so they line up. */
export const useSectionGridStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns:
      '32px minmax(150px, 2fr) minmax(80px, 1fr) minmax(110px, 1.5fr) minmax(80px, 1fr) minmax(100px, 1.5fr) 56px 72px',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    minHeight: '44px',
    paddingInline: tokens.spacingHorizontalXS,
  },
  cell: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  /** The zone list is already cut at the spec's 30 characters, so it wraps rather than being cut again. */
  wrappingCell: { overflowWrap: 'anywhere' },
});
