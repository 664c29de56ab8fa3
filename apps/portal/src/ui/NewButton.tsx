import { Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useCanWrite } from '../lib/write-access';

interface NewButtonProps {
  /** The button's text, e.g. "New zone". */
  label: string;
  disabled?: boolean;
  onClick: () => void;
}

/** A page's primary action that starts a new row. */
export function NewButton({ label, disabled, onClick }: NewButtonProps) {
  if (!useCanWrite()) return null;
  return (
    <Button appearance="primary" icon={<AddRegular />} disabled={disabled} onClick={onClick}>
      {label}
    </Button>
  );
}
