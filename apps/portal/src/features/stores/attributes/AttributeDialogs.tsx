import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Dialog, DialogBody, DialogSurface, DialogTitle } from '@fluentui/react-components';
import {
  CreateStoreAttributeDocument,
  DeleteStoreAttributeDocument,
  UpdateStoreAttributeDocument,
  type StoreAttributeFieldsFragment,
} from '../../../gql/graphql';
import { RefusedError } from '../../../lib/errors';
import { useVersionedEdit } from '../../../lib/use-versioned-edit';
import { AlertDialog, type Alert } from '../../../ui/AlertDialog';
import { ConcurrentEdit } from '../../../ui/ConcurrentEdit';
import { DeleteButton } from '../../../ui/DeleteButton';
import { removeStoreAttribute, storeAttribute } from './attribute-cache';
import { AttributeForm, type AttributeValues } from './AttributeForm';
import { saveFailure, valueFailure } from './attribute-save';

interface Key {
  name: string;
  description: string;
}

/** The modal of a store attribute: its form and the alerts stacked over it. */
function AttributeDialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: React.ReactNode;
}) {
  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <div>{children}</div>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

const valuesOf = (attribute: StoreAttributeFieldsFragment): AttributeValues => ({
  name: attribute.name,
  value: attribute.value,
});

/** Adds an attribute to the store under one of the keys not yet used. */
export function AttributeCreator({
  storeId,
  keys,
  onClose,
  onSaved,
}: {
  storeId: string;
  keys: readonly Key[];
  onClose: () => void;
  /** Closes the dialog after a save, given the attribute's name. */
  onSaved: (name: string) => void;
}) {
  const apollo = useApolloClient();
  const [values, setValues] = useState<AttributeValues>({ name: '', value: '' });
  const [alert, setAlert] = useState<Alert | null>(null);
  const [create, { loading }] = useMutation(CreateStoreAttributeDocument);

  const submit = async () => {
    if (!values.name) return;
    const failure = valueFailure(values);
    if (failure) return setAlert(failure);
    try {
      const { data } = await create({ variables: { storeId, input: values } });
      const stored = data?.createStoreAttribute.storeAttribute;
      if (!stored) throw new RefusedError(data?.createStoreAttribute.errors ?? []);
      storeAttribute(apollo.cache, stored);
      onSaved(stored.name);
    } catch (error) {
      setAlert(saveFailure(error));
    }
  };

  return (
    <AttributeDialog title="New store attribute" onClose={onClose}>
      <AttributeForm
        mode="i"
        values={values}
        onChange={setValues}
        names={keys.map((key) => key.name)}
        description={keys.find((key) => key.name === values.name)?.description ?? ''}
        onSubmit={() => void submit()}
        onCancel={onClose}
        saving={loading}
      />
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
    </AttributeDialog>
  );
}

/** Views and edits one saved attribute, or deletes it. */
export function AttributeEditor({
  attribute,
  onClose,
  onSaved,
}: {
  attribute: StoreAttributeFieldsFragment;
  onClose: () => void;
  /** Closes the dialog after a save, given the attribute's name. */
  onSaved: (name: string) => void;
}) {
  const apollo = useApolloClient();
  const [alert, setAlert] = useState<Alert | null>(null);
  const [update] = useMutation(UpdateStoreAttributeDocument);
  const [remove] = useMutation(DeleteStoreAttributeDocument);

  const edit = useVersionedEdit({
    row: attribute,
    valuesOf,
    remember: (stored) => storeAttribute(apollo.cache, stored),
    store: async (version, values) => {
      const { data } = await update({
        variables: { id: attribute.id, storeId: attribute.storeId, version, input: values },
      });
      const stored = data?.updateStoreAttribute.storeAttribute;
      if (!stored) throw new RefusedError(data?.updateStoreAttribute.errors ?? []);
      storeAttribute(apollo.cache, stored);
      onSaved(stored.name);
      return stored;
    },
    onError: (error) => setAlert(saveFailure(error)),
  });

  const deleteAttribute = async () => {
    try {
      const { data } = await remove({ variables: { id: attribute.id, storeId: attribute.storeId } });
      if (!data?.deleteStoreAttribute.deletedId)
        throw new RefusedError(data?.deleteStoreAttribute.errors ?? []);
      removeStoreAttribute(apollo.cache, attribute.storeId, attribute.id);
      onClose();
    } catch (error) {
      setAlert(saveFailure(error));
    }
  };

  return (
    <AttributeDialog title={attribute.name} onClose={onClose}>
      <AttributeForm
        mode="u"
        {...edit.form}
        onSubmit={() => {
          const failure = valueFailure(edit.form.values);
          if (failure) setAlert(failure);
          else edit.form.onSubmit();
        }}
        names={[]}
        description={attribute.description}
        onCancel={() => {
          edit.restore();
          onClose();
        }}
        notice={
          <ConcurrentEdit
            edit={edit}
            changedBy={attribute.updatedBy}
            subject={`attribute ${attribute.name}`}
          />
        }
        extraActions={
          <DeleteButton
            label="Delete attribute"
            subject={`attribute ${attribute.name}`}
            disabled={edit.form.saving}
            onDelete={deleteAttribute}
          />
        }
      />
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
    </AttributeDialog>
  );
}
