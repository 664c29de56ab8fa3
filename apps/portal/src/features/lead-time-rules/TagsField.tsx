import { useState } from 'react';
import { Field, Input } from '@fluentui/react-components';

const parse = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

interface TagsFieldProps {
  label: string;
  tags: readonly string[];
  onChange: (tags: string[]) => void;
  hint?: string;
}

/**
 * A list of short values (e-mail addresses, phone numbers, UPCs ...) typed comma separated. The text
 * is kept as typed, so a trailing comma survives, and starts over when the list changes elsewhere.
 */
export function TagsField({ label, tags, onChange, hint = 'Separate several with commas.' }: TagsFieldProps) {
  const [text, setText] = useState(tags.join(', '));
  const shown = JSON.stringify(parse(text)) === JSON.stringify(tags) ? text : tags.join(', ');
  return (
    <Field label={label} hint={hint}>
      <Input
        value={shown}
        onChange={(_event, data) => {
          setText(data.value);
          onChange(parse(data.value));
        }}
      />
    </Field>
  );
}
