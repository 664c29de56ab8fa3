import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import {
  DeleteFoodSafetyTypeDocument,
  UpdateFoodSafetyTypeDocument,
  type FoodSafetyTypeFieldsFragment,
} from '../../gql/graphql';
import { errorMessage, RefusedError } from '../../lib/errors';
import { useVersionedEdit } from '../../lib/use-versioned-edit';
import { AlertDialog, type Alert } from '../../ui/AlertDialog';
import { versionedFormProps } from '../../ui/versioned-form-props';
import { FoodSafetyTypeForm, inputOf, valuesOf } from './FoodSafetyTypeForm';
import { removeFoodSafetyType, storeFoodSafetyType } from './food-safety-type-cache';

interface FoodSafetyTypeEditorProps {
  /** The row as the cache holds it now, which other admins' changes keep current. */
  row: FoodSafetyTypeFieldsFragment;
  onClose: () => void;
}

/** Edits one food safety type: a failed save keeps the edits, Cancel restores the saved values. */
export function FoodSafetyTypeEditor({ row, onClose }: FoodSafetyTypeEditorProps) {
  const apollo = useApolloClient();
  const [alert, setAlert] = useState<Alert | null>(null);
  const [update] = useMutation(UpdateFoodSafetyTypeDocument);
  const [remove] = useMutation(DeleteFoodSafetyTypeDocument);
  const remember = (stored: FoodSafetyTypeFieldsFragment) => storeFoodSafetyType(apollo.cache, stored);

  const edit = useVersionedEdit({
    row,
    valuesOf,
    remember,
    store: async (version, values) => {
      const { data } = await update({ variables: { id: row.id, version, input: inputOf(values) } });
      const stored = data?.updateFoodSafetyType.foodSafetyType;
      if (!stored) throw new RefusedError(data?.updateFoodSafetyType.errors ?? []);
      return stored;
    },
    onError: (error) => setAlert({ title: 'Update Error', message: errorMessage(error as Error) }),
  });

  const deleteRow = async () => {
    try {
      const { data } = await remove({ variables: { id: row.id } });
      const deletedId = data?.deleteFoodSafetyType.deletedId;
      if (!deletedId) throw new RefusedError(data?.deleteFoodSafetyType.errors ?? []);
      removeFoodSafetyType(apollo.cache, deletedId);
      onClose();
    } catch (error) {
      setAlert({ title: 'Delete Error', message: errorMessage(error as Error) });
    }
  };

  return (
    <>
      <FoodSafetyTypeForm
        {...versionedFormProps(edit, {
          onClose,
          changedBy: row.updatedBy,
          subject: `food safety type ${row.name}`,
          deleteLabel: 'Delete food safety type',
          onDelete: deleteRow,
        })}
      />
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
    </>
  );
}
