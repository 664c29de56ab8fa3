import { Field, Select } from '@fluentui/react-components';

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

/** A labelled native select: fixed lists (modes, prep options) and short lists such as food safety types. */
export function SelectField(props: SelectFieldProps) {
  return (
    <Field
      label={props.label}
      required={props.required}
      validationMessage={props.validationMessage}
      hint={props.hint}
    >
      <Select
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
