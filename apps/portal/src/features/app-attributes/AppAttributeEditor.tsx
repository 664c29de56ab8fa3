import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import {
  DeleteAppAttributeDocument,
  UpdateAppAttributeDocument,
  type AppAttributeFieldsFragment,
} from '../../gql/graphql';
import { errorMessage, RefusedError } from '../../lib/errors';
import { useVersionedEdit } from '../../lib/use-versioned-edit';
import { AlertDialog, type Alert } from '../../ui/AlertDialog';
import { versionedFormProps } from '../../ui/versioned-form-props';
import { removeAppAttribute, storeAppAttribute } from './app-attribute-cache';
import {
  AppAttributeForm,
  refusalAlert,
  valueFailure,
  valuesOf,
  type AppAttributeKey,
} from './AppAttributeForm';

/** A refusal the form shows under the spec's own title. */
class AlertError extends Error {
  constructor(readonly alert: Alert) {
    super(alert.message);
  }
}

interface AppAttributeEditorProps {
  /** The attribute as the cache holds it now, which other admins' changes keep current. */
  attribute: AppAttributeFieldsFragment;
  keys: readonly AppAttributeKey[];
  onClose: () => void;
}

/** Edits one attribute against its version, or deletes it; Cancel restores the saved name and value. */
export function AppAttributeEditor({ attribute, keys, onClose }: AppAttributeEditorProps) {
  const apollo = useApolloClient();
  const [alert, setAlert] = useState<Alert | null>(null);
  const [update] = useMutation(UpdateAppAttributeDocument);
  const [remove] = useMutation(DeleteAppAttributeDocument);
  const { id, clientId } = attribute;

  const edit = useVersionedEdit({
    row: attribute,
    valuesOf,
    remember: (stored) => storeAppAttribute(apollo.cache, stored),
    store: async (version, values) => {
      const failure = valueFailure(values);
      if (failure) throw new AlertError(failure);
      const { data } = await update({ variables: { id, clientId, version, input: values } });
      const stored = data?.updateAppAttribute.appAttribute;
      if (!stored) throw new AlertError(refusalAlert(data?.updateAppAttribute.errors ?? [], 'Update Error'));
      return stored;
    },
    onError: (error) =>
      setAlert(
        error instanceof AlertError
          ? error.alert
          : { title: 'Update Error', message: errorMessage(error as Error) },
      ),
  });

  const deleteAttribute = async () => {
    try {
      const { data } = await remove({ variables: { id, clientId } });
      const deletedId = data?.deleteAppAttribute.deletedId;
      if (!deletedId) throw new RefusedError(data?.deleteAppAttribute.errors ?? []);
      removeAppAttribute(apollo.cache, deletedId);
      onClose();
    } catch (error) {
      setAlert({ title: 'Delete Error', message: errorMessage(error as Error) });
    }
  };

  return (
    <>
      <AppAttributeForm
        {...versionedFormProps(edit, {
          onClose,
          changedBy: attribute.updatedBy,
          subject: `attribute ${attribute.name}`,
          deleteLabel: 'Delete attribute',
          onDelete: deleteAttribute,
        })}
        keys={keys}
      />
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
    </>
  );
}
