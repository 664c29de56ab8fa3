import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { CreateClientDocument, type UserError } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { storeClient } from './client-cache';
import { ClientForm, valuesOf } from './ClientForm';
import { useUnsavedDraft } from '../../lib/unsaved-changes';

/** The create form of the clients list; on success the new client opens. */
export function ClientCreator({
  onCreated,
  onCancel,
}: {
  onCreated: (id: string) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState(() => valuesOf(null));
  useUnsavedDraft(values);
  const [errors, setErrors] = useState<Pick<UserError, 'field' | 'message'>[]>([]);
  const [create, { loading }] = useMutation(CreateClientDocument, {
    update: (cache, { data }) => {
      if (data?.createClient.client) storeClient(cache, data.createClient.client);
    },
  });

  const submit = async () => {
    setErrors([]);
    try {
      const { data } = await create({ variables: { input: values } });
      const answer = data?.createClient;
      if (answer?.client) onCreated(answer.client.id);
      else setErrors(answer?.errors ?? []);
    } catch (error) {
      setErrors([{ field: null, message: errorMessage(error as Error) }]);
    }
  };

  return (
    <ClientForm
      values={values}
      onChange={setValues}
      onSubmit={() => void submit()}
      onCancel={onCancel}
      saving={loading}
      errors={errors}
    />
  );
}
