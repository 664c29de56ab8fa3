import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import {
  DeleteClientDocument,
  UpdateClientDocument,
  type ClientFieldsFragment,
  type UserError,
} from '../../gql/graphql';
import { conflictOf, errorMessage, type Conflict } from '../../lib/errors';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ConflictDialog } from '../../ui/ConflictDialog';
import { removeClient, storeClient } from './clientCache';
import { ClientForm, valuesOf, type ClientValues } from './ClientForm';

type Refusal = Pick<UserError, 'field' | 'message'>;

interface ClientEditorProps {
  /** The client as the cache holds it now, which other admins' changes keep current. */
  client: ClientFieldsFragment;
  onClose: () => void;
}

/** Edits one client: save with its version, resolve conflicts, delete after confirmation. */
export function ClientEditor({ client, onClose }: ClientEditorProps) {
  const apollo = useApolloClient();
  // The version the edit started from; a newer one in the cache means someone else saved meanwhile.
  const [base, setBase] = useState(client);
  const [values, setValues] = useState(() => valuesOf(client));
  const [errors, setErrors] = useState<Refusal[]>([]);
  const [conflict, setConflict] = useState<Conflict<ClientFieldsFragment>>();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [update, { loading: saving }] = useMutation(UpdateClientDocument, {
    // A renamed client may now match other searches.
    update: (cache, { data }) => {
      if (data?.updateClient.client) storeClient(cache, data.updateClient.client);
    },
  });
  const [remove, { loading: deleting }] = useMutation(DeleteClientDocument);

  const restart = (from: ClientFieldsFragment) => {
    setBase(from);
    setValues(valuesOf(from));
    setErrors([]);
  };

  const save = async (version: number, draft: ClientValues) => {
    setErrors([]);
    try {
      const { data } = await update({ variables: { input: { id: client.id, version, ...draft } } });
      const answer = data?.updateClient;
      if (answer?.client) restart(answer.client);
      else setErrors(answer?.errors ?? []);
    } catch (error) {
      const found = conflictOf<ClientFieldsFragment>(error);
      if (found) setConflict(found);
      else setErrors([{ field: null, message: errorMessage(error as Error) }]);
    }
  };

  const reloadFromConflict = () => {
    if (!conflict) return;
    storeClient(apollo.cache, conflict.current);
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
      const { data } = await remove({ variables: { id: client.id } });
      const answer = data?.deleteClient;
      setConfirmingDelete(false);
      if (answer?.deletedId) {
        removeClient(apollo.cache, answer.deletedId);
        onClose();
      } else setErrors(answer?.errors ?? []);
    } catch (error) {
      setConfirmingDelete(false);
      setErrors([{ field: null, message: errorMessage(error as Error) }]);
    }
  };

  const changedUnderneath = client.version !== base.version && !saving;

  return (
    <>
      <ClientForm
        values={values}
        onChange={setValues}
        onSubmit={() => void save(base.version, values)}
        onCancel={() => {
          restart(client);
          onClose();
        }}
        saving={saving}
        errors={errors}
        notice={
          changedUnderneath && (
            <MessageBar intent="warning">
              <MessageBarBody>
                {client.updatedBy ?? 'Someone else'} changed this client while you were editing. Your changes
                are kept; saving will ask whether to overwrite theirs.
              </MessageBarBody>
              <MessageBarActions>
                <Button onClick={() => restart(client)}>Show their version</Button>
              </MessageBarActions>
            </MessageBar>
          )
        }
        extraActions={
          <Button appearance="subtle" disabled={saving || deleting} onClick={() => setConfirmingDelete(true)}>
            Delete client
          </Button>
        }
      />
      <ConfirmDialog
        open={confirmingDelete}
        title="Are you sure?"
        message="This action cannot be undone."
        confirmLabel="Yes, delete it!"
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirmingDelete(false)}
      />
      <ConflictDialog
        open={conflict !== undefined}
        subject={`the client ${client.name}`}
        changedBy={conflict?.changedBy ?? null}
        onReload={reloadFromConflict}
        onOverwrite={overwrite}
      />
    </>
  );
}
