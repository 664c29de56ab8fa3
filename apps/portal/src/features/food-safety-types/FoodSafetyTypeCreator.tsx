import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { CreateFoodSafetyTypeDocument } from '../../gql/graphql';
import { errorMessage, RefusedError } from '../../lib/errors';
import { AlertDialog, type Alert } from '../../ui/AlertDialog';
import { FoodSafetyTypeForm, inputOf, valuesOf } from './FoodSafetyTypeForm';
import { storeFoodSafetyType } from './food-safety-type-cache';

interface FoodSafetyTypeCreatorProps {
  storeId: string;
  onCreated: (id: string) => void;
  onCancel: () => void;
}

/** The create form; on success the new food safety type opens. */
export function FoodSafetyTypeCreator({ storeId, onCreated, onCancel }: FoodSafetyTypeCreatorProps) {
  const [values, setValues] = useState(() => valuesOf(null));
  const [alert, setAlert] = useState<Alert | null>(null);
  const [create, { loading }] = useMutation(CreateFoodSafetyTypeDocument, {
    update: (cache, { data }) => {
      const created = data?.createFoodSafetyType.foodSafetyType;
      if (created) storeFoodSafetyType(cache, created);
    },
  });

  const submit = async () => {
    try {
      const { data } = await create({ variables: { storeId, input: inputOf(values) } });
      const created = data?.createFoodSafetyType.foodSafetyType;
      if (!created) throw new RefusedError(data?.createFoodSafetyType.errors ?? []);
      onCreated(created.id);
    } catch (error) {
      setAlert({ title: 'Create Error', message: errorMessage(error as Error) });
    }
  };

  return (
    <>
      <FoodSafetyTypeForm
        values={values}
        onChange={setValues}
        onSubmit={() => void submit()}
        onCancel={onCancel}
        saving={loading}
      />
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
    </>
  );
}
