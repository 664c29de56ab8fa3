import { useState, type ReactNode } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { deleteErrorText, STORE_MESSAGES, type TimeZone } from '@fulfil/domain';
import { DeleteStoreDocument, UpdateStoreDocument, type StoreFieldsFragment } from '../../gql/graphql';
import { errorMessage, refusalsOf, RefusedError, type Refusal } from '../../lib/errors';
import { useVersionedEdit } from '../../lib/use-versioned-edit';
import { AlertDialog, type Alert } from '../../ui/AlertDialog';
import { versionedFormProps } from '../../ui/versioned-form-props';
import { removeStore, storeStore } from './store-cache';
import { inputOf, StoreForm, valuesOf } from './StoreForm';

interface StoreEditorProps {
  /** The store as the cache holds it now, which other admins' changes keep current. */
  store: StoreFieldsFragment;
  hubs: readonly { id: string; name: string }[];
  timeZones: readonly TimeZone[];
  onClose: () => void;
  /** Shown below the store's fields: its delivery provider and attributes. */
  children?: ReactNode;
}

/** Edits one store: save with its version, resolve conflicts, delete after confirmation. */
export function StoreEditor({ store, hubs, timeZones, onClose, children }: StoreEditorProps) {
  const apollo = useApolloClient();
  const [errors, setErrors] = useState<readonly Refusal[]>([]);
  const [alert, setAlert] = useState<Alert | null>(null);
  const [update] = useMutation(UpdateStoreDocument);
  const [remove] = useMutation(DeleteStoreDocument);
  const initial = (from: StoreFieldsFragment) => valuesOf(from, undefined, timeZones);

  // The base is the stored row the edit started from: a type change cancel restores its type and parent.
  const edit = useVersionedEdit({
    row: store,
    valuesOf: initial,
    remember: (stored) => storeStore(apollo.cache, stored),
    store: async (version, draft) => {
      setErrors([]);
      const { data } = await update({ variables: { id: store.id, version, input: inputOf(draft) } });
      const answer = data?.updateStore;
      if (!answer?.store) throw new RefusedError(answer?.errors ?? []);
      return answer.store;
    },
    onError: (error) => setErrors(refusalsOf(error)),
    onRestart: () => setErrors([]),
  });

  const deleteStore = async () => {
    try {
      const { data } = await remove({ variables: { id: store.id } });
      const answer = data?.deleteStore;
      if (answer?.deletedId) {
        removeStore(apollo.cache, answer.deletedId);
        onClose();
      } else {
        const messages = (answer?.errors ?? []).map((error) => error.message);
        setAlert({ title: STORE_MESSAGES.deleteErrorTitle, message: deleteErrorText(messages) });
      }
    } catch (error) {
      setAlert({ title: STORE_MESSAGES.deleteErrorTitle, message: errorMessage(error as Error) });
    }
  };

  const { values, onChange } = edit.form;
  const original = initial(edit.base);
  const typeChanged = values.storeType !== original.storeType;

  return (
    <>
      <StoreForm
        {...versionedFormProps(edit, {
          onClose,
          changedBy: store.updatedBy,
          subject: `store ${store.name}`,
          deleteLabel: 'Delete store',
          onDelete: deleteStore,
        })}
        hubs={hubs.filter((hub) => hub.id !== store.id)}
        timeZones={timeZones}
        errors={errors}
        onCancelTypeChange={
          typeChanged
            ? () =>
                onChange({ ...values, storeType: original.storeType, parentStoreId: original.parentStoreId })
            : undefined
        }
      />
      {children}
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
    </>
  );
}
