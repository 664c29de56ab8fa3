import { useId, type Dispatch, type SetStateAction } from 'react';
import { Checkbox, Label, makeStyles, tokens } from '@fluentui/react-components';
import { STORE_COPY_TYPES, type StoreCopyTypeKey } from '@fulfil/domain';
import type { StoreCopyData } from '../../gql/graphql';
import { SelectField } from '../../ui/SelectField';

/** The GraphQL names of the spec's copy data types. */
export const COPY_DATA: Record<StoreCopyTypeKey, StoreCopyData> = {
  fsts: 'FOOD_SAFETY_TYPES',
  itemcats: 'ITEM_CATEGORIES',
  zones: 'ZONES',
  merchlocations: 'SECTIONS_AND_SHELVES',
  carryout: 'CARRYOUT_SECTIONS',
  sdp: 'DELIVERY_SETTINGS',
  attrs: 'STORE_ATTRIBUTES',
};

export interface StoreCopy {
  storeId: string;
  data: readonly StoreCopyData[];
}

interface StoreCopyFieldsProps {
  copy: StoreCopy;
  /** Takes updates as functions too, so quick successive ticks all count. */
  onChange: Dispatch<SetStateAction<StoreCopy>>;
  /** The client's stores a new store may copy from. */
  stores: readonly { id: string; name: string }[];
}

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
});

/** Which store a new store copies from, and which of its data types. */
export function StoreCopyFields({ copy, onChange, stores }: StoreCopyFieldsProps) {
  const styles = useStyles();
  const headingId = useId();
  const toggle = (data: StoreCopyData, checked: boolean) =>
    onChange((current) => ({
      ...current,
      data: checked ? [...current.data, data] : current.data.filter((item) => item !== data),
    }));
  return (
    <>
      <SelectField
        label="Copy from store"
        value={copy.storeId}
        placeholder="Do not copy"
        choices={stores.map((store) => ({ id: store.id, label: store.name }))}
        onChange={(storeId) => onChange((current) => ({ storeId, data: storeId ? current.data : [] }))}
      />
      {copy.storeId && (
        // A group, not a Field: a Field gives every check box inside it the same id and label.
        <div role="group" aria-labelledby={headingId} className={styles.group}>
          <Label id={headingId}>Data to copy</Label>
          {STORE_COPY_TYPES.map((type) => (
            <Checkbox
              key={type.typeKey}
              label={type.label}
              checked={copy.data.includes(COPY_DATA[type.typeKey])}
              onChange={(_event, data) => toggle(COPY_DATA[type.typeKey], data.checked === true)}
            />
          ))}
        </div>
      )}
    </>
  );
}
