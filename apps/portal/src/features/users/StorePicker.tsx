import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, Field, makeStyles, Select, tokens } from '@fluentui/react-components';
import { storePickerChoices } from '@fulfil/domain';
import { ChooserStoresDocument, type UserStoreRefFragment } from '../../gql/graphql';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'end' },
  field: { flexGrow: 1, minWidth: 0 },
});

interface StorePickerProps {
  clientId: string;
  /** Stores already assigned, left out of the choices. */
  assignedIds: readonly string[];
  disabled?: boolean;
  onAdd: (store: UserStoreRefFragment) => void;
}

/** Picks one more store for a user among the client's stores not assigned yet (spec 1 section 5). */
export function StorePicker({ clientId, assignedIds, disabled = false, onAdd }: StorePickerProps) {
  const styles = useStyles();
  const { data, loading } = useQuery(ChooserStoresDocument, { variables: { clientId } });
  const stores = data?.stores ?? [];
  const [picked, setPicked] = useState('');
  const choices = storePickerChoices(
    stores.map((store) => ({ store, storeId: Number(store.id), clientId: Number(store.clientId) })),
    assignedIds.map(Number),
    Number(clientId),
  ).map((choice) => choice.store);
  const chosen = choices.find((store) => store.id === picked);
  return (
    <div className={styles.row}>
      <Field label="Add a store" className={styles.field}>
        <Select
          value={chosen?.id ?? ''}
          disabled={disabled}
          onChange={(_event, data) => setPicked(data.value)}
        >
          <option value="">{loading && !data ? '(Loading)' : '(Choose)'}</option>
          {choices.map((store) => (
            <option key={store.id} value={store.id}>
              {store.name}
            </option>
          ))}
        </Select>
      </Field>
      <Button
        disabled={disabled || !chosen}
        onClick={() => {
          if (!chosen) return;
          onAdd(chosen);
          setPicked('');
        }}
      >
        Add store
      </Button>
    </div>
  );
}
