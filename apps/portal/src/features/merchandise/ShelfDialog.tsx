import { useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Field, Input } from '@fluentui/react-components';
import {
  NEW_SHELF_PREPARED_ITEMS_MODE,
  PREP_OPTIONS,
  PREPARED_ITEMS_MODE,
  PREPARED_ITEMS_MODES,
} from '@fulfil/domain';
import {
  CreateMerchandiseShelfDocument,
  MerchandiseFoodSafetyTypesDocument,
  MerchandiseShelfFragmentDoc,
  UpdateMerchandiseShelfDocument,
  type MerchandiseSectionFragment,
  type MerchandiseShelfFragment,
} from '../../gql/graphql';
import { errorMessage, RefusedError } from '../../lib/errors';
import { useVersionedEdit } from '../../lib/use-versioned-edit';
import { HistoryPanel } from '../../ui/HistoryPanel';
import { AlertDialog, type Alert } from '../../ui/AlertDialog';
import { ConcurrentEdit } from '../../ui/ConcurrentEdit';
import { SelectField } from '../../ui/SelectField';
import { appendShelf } from './section-cache';
import { FormDialog } from '../../ui/FormDialog';
import { choicesOf, effectivePrepOption } from './section-values';

interface ShelfValues {
  name: string;
  foodSafetyTypeId: string;
  preparedItemsMode: number;
  prepOptionId: number | null;
}

const valuesOf = (shelf: MerchandiseShelfFragment | NewShelf): ShelfValues => ({
  name: shelf.name ?? '',
  foodSafetyTypeId: shelf.foodSafetyTypeId ?? '',
  preparedItemsMode: shelf.preparedItemsMode,
  prepOptionId: shelf.prepOptionId ?? null,
});

const inputOf = (values: ShelfValues) => ({
  name: values.name.trim() || null,
  foodSafetyTypeId: values.foodSafetyTypeId || null,
  preparedItemsMode: values.preparedItemsMode,
  prepOptionId: values.prepOptionId,
});

/** A shelf not yet stored: nothing to conflict with, and it starts inheriting from its section. */
type NewShelf = Pick<
  MerchandiseShelfFragment,
  'name' | 'foodSafetyTypeId' | 'preparedItemsMode' | 'prepOptionId' | 'version'
>;
const NEW_SHELF: NewShelf = {
  name: null,
  foodSafetyTypeId: null,
  preparedItemsMode: NEW_SHELF_PREPARED_ITEMS_MODE,
  prepOptionId: null,
  version: 0,
};

const modes = choicesOf(PREPARED_ITEMS_MODES);
const prepOptions = choicesOf(PREP_OPTIONS);

interface ShelfDialogProps {
  section: MerchandiseSectionFragment;
  /** The shelf to edit as the cache holds it now; null adds a new shelf at the end of the section. */
  shelf: MerchandiseShelfFragment | null;
  onClose: () => void;
}

/** The shelf edit modal; a new shelf starts inheriting from its section (mode 5). */
export function ShelfDialog({ section, shelf, onClose }: ShelfDialogProps) {
  const apollo = useApolloClient();
  const [alert, setAlert] = useState<Alert | null>(null);
  const { data } = useQuery(MerchandiseFoodSafetyTypesDocument, { variables: { storeId: section.storeId } });
  const [create] = useMutation(CreateMerchandiseShelfDocument, {
    update: (cache, result) => {
      const created = result.data?.createShelf.shelf;
      if (created) appendShelf(cache, created);
    },
  });
  const [update] = useMutation(UpdateMerchandiseShelfDocument);
  const title = shelf ? 'Update Error' : 'Create Error';

  const edit = useVersionedEdit<MerchandiseShelfFragment | NewShelf, ShelfValues>({
    row: shelf ?? NEW_SHELF,
    valuesOf,
    remember: (stored) =>
      apollo.cache.writeFragment({
        fragment: MerchandiseShelfFragmentDoc,
        data: stored as MerchandiseShelfFragment,
      }),
    store: async (version, values) => {
      const answer = shelf
        ? (await update({ variables: { id: shelf.id, version, input: inputOf(values) } })).data?.updateShelf
        : (await create({ variables: { sectionId: section.id, input: inputOf(values) } })).data?.createShelf;
      // Spec 3, error catalogue: merchandise create and update failures show the first error message.
      if (!answer?.shelf) throw new RefusedError(answer?.errors.slice(0, 1) ?? []);
      onClose();
      return answer.shelf;
    },
    onError: (error) => setAlert({ title, message: errorMessage(error as Error) }),
  });
  const values = edit.form.values;
  const setValues = edit.form.onChange;
  // Modes No and Inherit decide the prep option themselves: the box shows what the shelf ends up with.
  const ownsPrepOption =
    values.preparedItemsMode !== PREPARED_ITEMS_MODE.No &&
    values.preparedItemsMode !== PREPARED_ITEMS_MODE.Inherit;
  const shownPrepOption = effectivePrepOption(values, section);

  return (
    <FormDialog
      open
      title={shelf ? `Shelf ${shelf.name ?? shelf.sequenceId}` : `New shelf in ${section.name}`}
      submitLabel={shelf ? 'Save shelf' : 'Add shelf'}
      busy={edit.form.saving}
      onSubmit={edit.form.onSubmit}
      onClose={onClose}
      overlays={<AlertDialog alert={alert} onClose={() => setAlert(null)} />}
    >
      {shelf && (
        <ConcurrentEdit
          edit={edit}
          changedBy={shelf.updatedBy}
          subject={`shelf ${shelf.name ?? shelf.sequenceId}`}
        />
      )}
      <Field label="Shelf name">
        <Input value={values.name} onChange={(_e, d) => setValues({ ...values, name: d.value })} />
      </Field>
      <SelectField
        label="Shelf food safety type"
        placeholder="None"
        value={values.foodSafetyTypeId}
        choices={(data?.foodSafetyTypes ?? []).map((type) => ({ id: type.id, label: type.name }))}
        onChange={(value) => setValues({ ...values, foodSafetyTypeId: value })}
      />
      <SelectField
        label="Shelf prepared items mode"
        value={String(values.preparedItemsMode)}
        choices={modes}
        onChange={(value) => setValues({ ...values, preparedItemsMode: Number(value) })}
      />
      <SelectField
        label="Shelf prep option"
        placeholder="None"
        value={shownPrepOption ? String(shownPrepOption) : ''}
        choices={prepOptions}
        disabled={!ownsPrepOption}
        hint={
          values.preparedItemsMode === PREPARED_ITEMS_MODE.Inherit
            ? 'Follows the section.'
            : values.preparedItemsMode === PREPARED_ITEMS_MODE.No
              ? 'No prep option when prepared items are off.'
              : undefined
        }
        onChange={(value) => setValues({ ...values, prepOptionId: value ? Number(value) : null })}
      />
      {shelf && (
        <HistoryPanel
          subject={{ entityType: 'Shelf', entityId: shelf.id, live: { storeId: section.storeId } }}
          name={`shelf ${shelf.name ?? shelf.sequenceId}`}
        />
      )}
    </FormDialog>
  );
}
