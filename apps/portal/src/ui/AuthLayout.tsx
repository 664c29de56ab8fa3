import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import {
  Button,
  Card,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
  typographyStyles,
} from '@fluentui/react-components';
import { useSignOutNotice } from '../lib/sign-out-notice';

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
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * The frame of the pages before sign-in: the product name and one card, which first says why the
 * last session ended when the service ended it.
 */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  const heading = useRef<HTMLHeadingElement>(null);
  const signOutNotice = useSignOutNotice();
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
        {signOutNotice && (
          <MessageBar intent="info" role="status">
            <MessageBarBody>{signOutNotice}</MessageBarBody>
          </MessageBar>
        )}
        {children}
      </Card>
    </main>
  );
}

interface AuthFormProps {
  /** The form's accessible name. */
  label: string;
  /** Handles its own failures (shown as `failure`), so the form does not wait for it. */
  onSubmit: (event: FormEvent) => Promise<void>;
  /** Why the last attempt failed, in the product's words; announced when it appears. */
  failure: string | null;
  /** While the request runs the button waits with a spinner. */
  busy: boolean;
  submitLabel: string;
  submitDisabled?: boolean;
  /** The fields. */
  children: ReactNode;
  /** Links under the button. */
  footer?: ReactNode;
}

/** A form of the pages before sign-in: its fields, the failure, one submit button, then links. */
export function AuthForm(props: AuthFormProps) {
  const styles = useStyles();
  return (
    <form
      className={styles.form}
      onSubmit={(event) => void props.onSubmit(event)}
      noValidate
      aria-label={props.label}
    >
      {props.children}
      {props.failure && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{props.failure}</MessageBarBody>
        </MessageBar>
      )}
      <Button
        type="submit"
        appearance="primary"
        disabled={props.busy || props.submitDisabled}
        icon={props.busy ? <Spinner size="tiny" aria-hidden /> : undefined}
      >
        {props.submitLabel}
      </Button>
      {props.footer}
    </form>
  );
}
