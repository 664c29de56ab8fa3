import { Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';

interface NewButtonProps {
  /** The button's text, e.g. "New zone". */
  label: string;
  disabled?: boolean;
  onClick: () => void;
}

/** A page's primary action that starts a new row. */
export function NewButton({ label, disabled, onClick }: NewButtonProps) {
  return (
    <Button appearance="primary" icon={<AddRegular />} disabled={disabled} onClick={onClick}>
      {label}
    </Button>
  );
}
