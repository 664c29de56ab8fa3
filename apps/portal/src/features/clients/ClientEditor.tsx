import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { DeleteClientDocument, UpdateClientDocument, type ClientFieldsFragment } from '../../gql/graphql';
import { refusalsOf, RefusedError, type Refusal } from '../../lib/errors';
import { useVersionedEdit } from '../../lib/use-versioned-edit';
import { versionedFormProps } from '../../ui/versioned-form-props';
import { removeClient, storeClient } from './client-cache';
import { ClientForm, valuesOf } from './ClientForm';

interface ClientEditorProps {
  /** The client as the cache holds it now, which other admins' changes keep current. */
  client: ClientFieldsFragment;
  onClose: () => void;
}

/** Edits one client: save with its version, resolve conflicts, delete after confirmation. */
export function ClientEditor({ client, onClose }: ClientEditorProps) {
  const apollo = useApolloClient();
  const [errors, setErrors] = useState<readonly Refusal[]>([]);
  const [update] = useMutation(UpdateClientDocument, {
    // A renamed client may now match other searches.
    update: (cache, { data }) => {
      if (data?.updateClient.client) storeClient(cache, data.updateClient.client);
    },
  });
  const [remove] = useMutation(DeleteClientDocument);

  const edit = useVersionedEdit({
    row: client,
    valuesOf,
    remember: (stored) => storeClient(apollo.cache, stored),
    store: async (version, draft) => {
      setErrors([]);
      const { data } = await update({ variables: { id: client.id, version, input: draft } });
      const answer = data?.updateClient;
      if (!answer?.client) throw new RefusedError(answer?.errors ?? []);
      return answer.client;
    },
    onError: (error) => setErrors(refusalsOf(error)),
    onRestart: () => setErrors([]),
  });

  const deleteClient = async () => {
    try {
      const { data } = await remove({ variables: { id: client.id } });
      const answer = data?.deleteClient;
      if (!answer?.deletedId) throw new RefusedError(answer?.errors ?? []);
      removeClient(apollo.cache, answer.deletedId);
      onClose();
    } catch (error) {
      setErrors(refusalsOf(error));
    }
  };

  return (
    <ClientForm
      {...versionedFormProps(edit, {
        onClose,
        changedBy: client.updatedBy,
        subject: `client ${client.name}`,
        deleteLabel: 'Delete client',
        onDelete: deleteClient,
      })}
      errors={errors}
    />
  );
}
