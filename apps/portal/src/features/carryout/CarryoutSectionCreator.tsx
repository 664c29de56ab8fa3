import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { CreateCarryoutSectionDocument } from '../../gql/graphql';
import { errorMessage, RefusedError } from '../../lib/errors';
import { AlertDialog, type Alert } from '../../ui/AlertDialog';
import { storeStagingSection } from './carryout-cache';
import { CarryoutSectionForm, inputOf, valuesOf, type FoodSafetyChoice } from './CarryoutSectionForm';

interface CarryoutSectionCreatorProps {
  storeId: string;
  foodSafetyTypes: readonly FoodSafetyChoice[];
  onCancel: () => void;
  onCreated: (id: string) => void;
}

/** The create form of the carry-out list; the new section opens once stored. */
export function CarryoutSectionCreator({
  storeId,
  foodSafetyTypes,
  onCancel,
  onCreated,
}: CarryoutSectionCreatorProps) {
  const [values, setValues] = useState(() => valuesOf(null));
  const [alert, setAlert] = useState<Alert | null>(null);
  const [create, { loading }] = useMutation(CreateCarryoutSectionDocument, {
    update: (cache, { data }) => {
      if (data?.createStagingSection.stagingSection)
        storeStagingSection(cache, data.createStagingSection.stagingSection);
    },
  });

  const submit = async () => {
    try {
      const { data } = await create({ variables: { storeId, input: inputOf(values) } });
      const created = data?.createStagingSection.stagingSection;
      // Spec 3, error catalogue: carry-out failures show every error, one per line.
      if (!created) throw new RefusedError(data?.createStagingSection.errors ?? []);
      onCreated(created.id);
    } catch (error) {
      setAlert({ title: 'Create Error', message: errorMessage(error as Error) });
    }
  };

  return (
    <>
      <CarryoutSectionForm
        values={values}
        onChange={setValues}
        onSubmit={() => void submit()}
        onCancel={onCancel}
        saving={loading}
        foodSafetyTypes={foodSafetyTypes}
      />
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
    </>
  );
}
