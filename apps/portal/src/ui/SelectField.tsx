import { Field, makeStyles, Select } from '@fluentui/react-components';

interface SelectFieldProps {
  label: string;
  value: string;
  /** A disabled choice is shown but cannot be picked. */
  choices: readonly { id: number | string; label: string; disabled?: boolean }[];
  onChange: (value: string) => void;
  /** Shown as the empty first choice, e.g. "Choose a mode". */
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  validationMessage?: string;
  hint?: string;
}

// A native select is as wide as its longest choice; in a grid cell it must shrink to the cell instead.
const useStyles = makeStyles({ shrinks: { minWidth: 0 } });

/** A labelled native select: fixed lists (modes, prep options) and short lists such as food safety types. */
export function SelectField(props: SelectFieldProps) {
  const { shrinks } = useStyles();
  return (
    <Field
      className={shrinks}
      label={props.label}
      required={props.required}
      validationMessage={props.validationMessage}
      hint={props.hint}
    >
      <Select
        className={shrinks}
        select={{ className: shrinks }}
        value={props.value}
        disabled={props.disabled}
        onChange={(_event, data) => props.onChange(data.value)}
      >
        {props.placeholder !== undefined && <option value="">{props.placeholder}</option>}
        {props.choices.map((choice) => (
          <option key={choice.id} value={String(choice.id)} disabled={choice.disabled}>
            {choice.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
