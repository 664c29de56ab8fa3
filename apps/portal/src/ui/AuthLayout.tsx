import { useEffect, useRef, type ReactNode } from 'react';
import { Card, makeStyles, Text, tokens, typographyStyles } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    minHeight: '100vh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: tokens.colorNeutralBackground2,
    padding: tokens.spacingHorizontalL,
  },
  card: {
    width: '100%',
    maxWidth: '400px',
    padding: tokens.spacingHorizontalXXL,
    gap: tokens.spacingVerticalL,
  },
  product: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  heading: { ...typographyStyles.title2, margin: 0, ':focus': { outline: 'none' } },
});

/** The frame of the pages before sign-in: the product name and one card. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} - Fulfilment Admin`;
    heading.current?.focus();
  }, [title]);
  return (
    <main className={styles.root}>
      <Card className={styles.card}>
        <Text className={styles.product}>Fulfilment Admin</Text>
        <h1 ref={heading} tabIndex={-1} className={styles.heading}>
          {title}
        </h1>
        {children}
      </Card>
    </main>
  );
}
