import { useEffect, useRef, type ReactNode } from 'react';
import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  heading: { ...typographyStyles.title2, margin: 0, flexGrow: 1, ':focus': { outline: 'none' } },
});

interface PageProps {
  title: string;
  /** Buttons shown beside the heading. */
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * A screen with its heading. The heading takes focus when the screen appears, so keyboard and
 * screen-reader users start at the new content after every navigation.
 */
export function Page({ title, actions, children }: PageProps) {
  const styles = useStyles();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    document.title = `${title} - Fulfilment Admin`;
    heading.current?.focus();
  }, [title]);

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 ref={heading} tabIndex={-1} className={styles.heading}>
          {title}
        </h1>
        {actions}
      </div>
      {children}
    </div>
  );
}
