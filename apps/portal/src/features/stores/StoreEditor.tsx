import { useState, type ReactNode } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { deleteErrorText, STORE_MESSAGES, type TimeZone } from '@fulfil/domain';
import {
  DeleteStoreDocument,
  UpdateStoreDocument,
  type StoreFieldsFragment,
  type UserError,
} from '../../gql/graphql';
import { conflictOf, errorMessage, type Conflict } from '../../lib/errors';
import { AlertDialog, type Alert } from '../../ui/AlertDialog';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ConflictDialog } from '../../ui/ConflictDialog';
import { removeStore, storeStore } from './storeCache';
import { inputOf, StoreForm, valuesOf, type StoreValues } from './StoreForm';

type Refusal = Pick<UserError, 'field' | 'message'>;

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
  const initial = (from: StoreFieldsFragment) => valuesOf(from, undefined, timeZones);
  // The stored row the edit started from: its type and parent are what a type change cancel restores.
  const [base, setBase] = useState(store);
  const [values, setValues] = useState(() => initial(store));
  const [errors, setErrors] = useState<Refusal[]>([]);
  const [conflict, setConflict] = useState<Conflict<StoreFieldsFragment>>();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [alert, setAlert] = useState<Alert | null>(null);
  const [update, { loading: saving }] = useMutation(UpdateStoreDocument);
  const [remove, { loading: deleting }] = useMutation(DeleteStoreDocument);

  const restart = (from: StoreFieldsFragment) => {
    setBase(from);
    setValues(initial(from));
    setErrors([]);
  };

  const save = async (version: number, draft: StoreValues) => {
    setErrors([]);
    try {
      const { data } = await update({ variables: { id: store.id, version, input: inputOf(draft) } });
      const answer = data?.updateStore;
      if (answer?.store) restart(answer.store);
      else setErrors(answer?.errors ?? []);
    } catch (error) {
      const found = conflictOf<StoreFieldsFragment>(error);
      if (found) setConflict(found);
      else setErrors([{ field: null, message: errorMessage(error as Error) }]);
    }
  };

  const reloadFromConflict = () => {
    if (!conflict) return;
    storeStore(apollo.cache, conflict.current);
    restart(conflict.current);
    setConflict(undefined);
  };

  const overwrite = () => {
    if (!conflict) return;
    const version = conflict.current.version;
    setConflict(undefined);
    void save(version, values);
  };

  const confirmDelete = async () => {
    try {
      const { data } = await remove({ variables: { id: store.id } });
      const answer = data?.deleteStore;
      setConfirmingDelete(false);
      if (answer?.deletedId) {
        removeStore(apollo.cache, answer.deletedId);
        onClose();
      } else {
        const messages = (answer?.errors ?? []).map((error) => error.message);
        setAlert({ title: STORE_MESSAGES.deleteErrorTitle, message: deleteErrorText(messages) });
      }
    } catch (error) {
      setConfirmingDelete(false);
      setAlert({ title: STORE_MESSAGES.deleteErrorTitle, message: errorMessage(error as Error) });
    }
  };

  const original = initial(base);
  const typeChanged = values.storeType !== original.storeType;
  const changedUnderneath = store.version !== base.version && !saving;

  return (
    <>
      <StoreForm
        values={values}
        onChange={setValues}
        onSubmit={() => void save(base.version, values)}
        onCancel={() => {
          restart(store);
          onClose();
        }}
        saving={saving}
        hubs={hubs.filter((hub) => hub.id !== store.id)}
        timeZones={timeZones}
        errors={errors}
        onCancelTypeChange={
          typeChanged
            ? () =>
                setValues({ ...values, storeType: original.storeType, parentStoreId: original.parentStoreId })
            : undefined
        }
        notice={
          changedUnderneath && (
            <MessageBar intent="warning">
              <MessageBarBody>
                {store.updatedBy ?? 'Someone else'} changed this store while you were editing. Your changes
                are kept; saving will ask whether to overwrite theirs.
              </MessageBarBody>
              <MessageBarActions>
                <Button onClick={() => restart(store)}>Show their version</Button>
              </MessageBarActions>
            </MessageBar>
          )
        }
        extraActions={
          <Button appearance="subtle" disabled={saving || deleting} onClick={() => setConfirmingDelete(true)}>
            Delete store
          </Button>
        }
      />
      {children}
      <ConfirmDialog
        open={confirmingDelete}
        title={STORE_MESSAGES.deleteConfirmTitle}
        message={STORE_MESSAGES.deleteConfirmText}
        confirmLabel={STORE_MESSAGES.deleteConfirmButton}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirmingDelete(false)}
      />
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
      <ConflictDialog
        open={conflict !== undefined}
        subject={`the store ${store.name}`}
        changedBy={conflict?.changedBy ?? null}
        onReload={reloadFromConflict}
        onOverwrite={overwrite}
      />
    </>
  );
}
