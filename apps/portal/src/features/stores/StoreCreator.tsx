import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { STORE_MESSAGES, type TimeZone } from '@fulfil/domain';
import { CreateStoreDocument, type UserError } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { AlertDialog, type Alert } from '../../ui/AlertDialog';
import { StoreCopyFields, type StoreCopy } from './StoreCopyFields';
import { storeStore } from './store-cache';
import { inputOf, StoreForm, valuesOf } from './StoreForm';
import { useUnsavedDraft } from '../../lib/unsaved-changes';

interface StoreCreatorProps {
  clientId: string;
  stores: readonly { id: string; name: string }[];
  hubs: readonly { id: string; name: string }[];
  timeZones: readonly TimeZone[];
  defaultZone: TimeZone | undefined;
  onCreated: (id: string) => void;
  onCancel: () => void;
}

const NO_COPY: StoreCopy = { storeId: '', data: [] };

/** The new store form: the store's fields, then what to copy from another store of the client. */
export function StoreCreator(props: StoreCreatorProps) {
  const [values, setValues] = useState(() => valuesOf(null, props.defaultZone, props.timeZones));
  const [copy, setCopy] = useState(NO_COPY);
  useUnsavedDraft({ values, copy });
  const [errors, setErrors] = useState<Pick<UserError, 'field' | 'message'>[]>([]);
  const [alert, setAlert] = useState<Alert | null>(null);
  const [create, { loading }] = useMutation(CreateStoreDocument, {
    update: (cache, { data }) => {
      if (data?.createStore.store) storeStore(cache, data.createStore.store);
    },
  });

  const submit = async () => {
    setErrors([]);
    if (!values.storeType) {
      setAlert({ title: STORE_MESSAGES.createErrorTitle, message: STORE_MESSAGES.storeTypeInvalid });
      return;
    }
    try {
      const copyFrom = copy.storeId ? { storeId: copy.storeId, data: [...copy.data] } : null;
      const { data } = await create({
        variables: { clientId: props.clientId, input: inputOf(values), copyFrom },
      });
      // The chosen data types were sent; they are unselected whatever the answer.
      setCopy((current) => ({ ...current, data: [] }));
      const answer = data?.createStore;
      if (answer?.store) props.onCreated(answer.store.id);
      else setErrors(answer?.errors ?? []);
    } catch (error) {
      setErrors([{ field: null, message: errorMessage(error as Error) }]);
    }
  };

  return (
    <>
      <StoreForm
        values={values}
        onChange={setValues}
        onSubmit={() => void submit()}
        onCancel={props.onCancel}
        saving={loading}
        hubs={props.hubs}
        timeZones={props.timeZones}
        errors={errors}
      >
        <StoreCopyFields copy={copy} onChange={setCopy} stores={props.stores} />
      </StoreForm>
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
    </>
  );
}
