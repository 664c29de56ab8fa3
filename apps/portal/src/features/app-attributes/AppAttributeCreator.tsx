import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { CreateAppAttributeDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { AlertDialog, type Alert } from '../../ui/AlertDialog';
import { storeAppAttribute } from './app-attribute-cache';
import {
  AppAttributeForm,
  refusalAlert,
  valueFailure,
  valuesOf,
  type AppAttributeKey,
} from './AppAttributeForm';

interface AppAttributeCreatorProps {
  clientId: string;
  /** The possible keys not yet defined for the client. */
  keys: readonly AppAttributeKey[];
  onCreated: (id: string) => void;
  onCancel: () => void;
}

/** The new-item form of the attributes list; on success the new attribute opens. */
export function AppAttributeCreator({ clientId, keys, onCreated, onCancel }: AppAttributeCreatorProps) {
  const [values, setValues] = useState(() => valuesOf(null));
  const [alert, setAlert] = useState<Alert | null>(null);
  const [create, { loading }] = useMutation(CreateAppAttributeDocument, {
    update: (cache, { data }) => {
      if (data?.createAppAttribute.appAttribute)
        storeAppAttribute(cache, data.createAppAttribute.appAttribute);
    },
  });

  const submit = async () => {
    if (!values.name) {
      setAlert({ title: 'Create Error', message: 'Please, select an attribute first.' });
      return;
    }
    const failure = valueFailure(values);
    if (failure) {
      setAlert(failure);
      return;
    }
    try {
      const { data } = await create({ variables: { clientId, input: values } });
      const answer = data?.createAppAttribute;
      if (answer?.appAttribute) onCreated(answer.appAttribute.id);
      else setAlert(refusalAlert(answer?.errors ?? [], 'Create Error'));
    } catch (error) {
      setAlert({ title: 'Create Error', message: errorMessage(error as Error) });
    }
  };

  return (
    <>
      <AppAttributeForm
        values={values}
        onChange={setValues}
        onSubmit={() => void submit()}
        onCancel={onCancel}
        saving={loading}
        keys={keys}
      />
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
    </>
  );
}
