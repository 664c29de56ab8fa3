import { useState } from 'react';
import { Combobox, Field, Option } from '@fluentui/react-components';
import { useQuery } from '@apollo/client/react';
import { ActivityPeopleDocument, type UserScopeInput } from '../../gql/graphql';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** A person the activity is filtered by. */
export interface Person {
  id: string;
  userName: string;
}

interface PersonFilterProps {
  /** Whose people are offered: the store's client, or the client. */
  scope: UserScopeInput;
  value: Person | null;
  onChange: (person: Person | null) => void;
}

const OFFERED = 20;

/** Picks one person by sign-in name, searched as it is typed; emptied, it filters by no one. */
export function PersonFilter({ scope, value, onChange }: PersonFilterProps) {
  const [text, setText] = useState(value?.userName ?? '');
  const typed = useDebouncedValue(text.trim(), 300);
  // A person who may not search users is offered no one, and filters by no one.
  const { data } = useQuery(ActivityPeopleDocument, {
    variables: {
      scope,
      search: { skip: 0, take: OFFERED, filters: typed ? [{ field: 'USER_NAME', text: typed }] : [] },
    },
  });
  const people = data?.users ?? [];
  return (
    <Field label="Person">
      <Combobox
        freeform
        placeholder="Anyone"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (!event.target.value) onChange(null);
        }}
        onOptionSelect={(_event, { optionValue }) => {
          const person = people.find((candidate) => candidate.id === optionValue) ?? null;
          setText(person?.userName ?? '');
          onChange(person);
        }}
      >
        {people.map((person) => (
          <Option key={person.id} value={person.id} text={person.userName}>
            {person.userName}
          </Option>
        ))}
      </Combobox>
    </Field>
  );
}
