import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
} from '@fluentui/react-components';
import {
  CarryoutShelfFragmentDoc,
  CreateCarryoutShelfDocument,
  UpdateCarryoutShelfDocument,
  type CarryoutSectionFragment,
  type CarryoutShelfFragment,
} from '../../gql/graphql';
import { errorMessage, RefusedError } from '../../lib/errors';
import { useVersionedEdit } from '../../lib/use-versioned-edit';
import { AlertDialog, type Alert } from '../../ui/AlertDialog';
import { ConcurrentEdit } from '../../ui/ConcurrentEdit';
import { DetailForm } from '../../ui/DetailForm';
import { SelectField } from '../../ui/SelectField';
import { appendStagingShelf } from './carryout-cache';
import type { FoodSafetyChoice } from './CarryoutSectionForm';

interface ShelfValues {
  name: string;
  foodSafetyTypeId: string;
}

/** A shelf not yet stored: version 0 and no id, so the same edit flow creates it. */
const NEW_SHELF = { id: '', version: 0, name: '', foodSafetyTypeId: null, updatedBy: null };

const valuesOf = (shelf: Pick<CarryoutShelfFragment, 'name' | 'foodSafetyTypeId'>): ShelfValues => ({
  name: shelf.name,
  foodSafetyTypeId: shelf.foodSafetyTypeId ?? '',
});
const inputOf = (values: ShelfValues) => ({
  name: values.name.trim(),
  foodSafetyTypeId: values.foodSafetyTypeId || null,
});

interface StagingShelfDialogProps {
  section: CarryoutSectionFragment;
  /** The shelf to edit; null adds one at the end of the section. */
  shelf: CarryoutShelfFragment | null;
  foodSafetyTypes: readonly FoodSafetyChoice[];
  onClose: () => void;
}

/** Adds or edits a carry-out shelf; failures show every server error, one per line (spec 3). */
export function StagingShelfDialog({ section, shelf, foodSafetyTypes, onClose }: StagingShelfDialogProps) {
  const apollo = useApolloClient();
  const [alert, setAlert] = useState<Alert | null>(null);
  const [create] = useMutation(CreateCarryoutShelfDocument, {
    update: (cache, { data }) => {
      if (data?.createStagingShelf.stagingShelf)
        appendStagingShelf(cache, data.createStagingShelf.stagingShelf);
    },
  });
  const [update] = useMutation(UpdateCarryoutShelfDocument);

  const store = async (version: number, values: ShelfValues) => {
    if (!shelf) {
      const { data } = await create({ variables: { stagingSectionId: section.id, input: inputOf(values) } });
      const created = data?.createStagingShelf.stagingShelf;
      if (!created) throw new RefusedError(data?.createStagingShelf.errors ?? []);
      return created;
    }
    const { data } = await update({ variables: { id: shelf.id, version, input: inputOf(values) } });
    const stored = data?.updateStagingShelf.stagingShelf;
    if (!stored) throw new RefusedError(data?.updateStagingShelf.errors ?? []);
    return stored;
  };

  const edit = useVersionedEdit<
    Pick<CarryoutShelfFragment, 'name' | 'foodSafetyTypeId' | 'version' | 'updatedBy'>,
    ShelfValues
  >({
    row: shelf ?? NEW_SHELF,
    valuesOf,
    remember: (stored) =>
      apollo.cache.writeFragment({
        fragment: CarryoutShelfFragmentDoc,
        data: stored as CarryoutShelfFragment,
      }),
    store: async (version, values) => {
      const stored = await store(version, values);
      onClose();
      return stored;
    },
    onError: (error) =>
      setAlert({ title: shelf ? 'Update Error' : 'Create Error', message: errorMessage(error as Error) }),
  });
  const { values, onChange } = edit.form;

  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{shelf ? `Shelf ${shelf.name}` : `New shelf in ${section.name}`}</DialogTitle>
          <DialogContent>
            <DetailForm
              label={shelf ? 'Edit shelf' : 'New shelf'}
              history={
                shelf
                  ? { entityType: 'StagingShelf', entityId: shelf.id, live: { storeId: section.storeId } }
                  : undefined
              }
              onSubmit={edit.form.onSubmit}
              onCancel={onClose}
              saving={edit.form.saving}
              notice={
                shelf && (
                  <ConcurrentEdit edit={edit} changedBy={shelf.updatedBy} subject={`shelf ${shelf.name}`} />
                )
              }
            >
              <Field label="Shelf name" required>
                <Input value={values.name} onChange={(_e, d) => onChange({ ...values, name: d.value })} />
              </Field>
              <SelectField
                label="Shelf food safety type"
                placeholder="None"
                value={values.foodSafetyTypeId}
                choices={foodSafetyTypes.map((type) => ({ id: type.id, label: type.name }))}
                onChange={(value) => onChange({ ...values, foodSafetyTypeId: value })}
              />
            </DetailForm>
          </DialogContent>
        </DialogBody>
        <AlertDialog alert={alert} onClose={() => setAlert(null)} />
      </DialogSurface>
    </Dialog>
  );
}
