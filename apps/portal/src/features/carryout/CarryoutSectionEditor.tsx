import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import {
  DeleteCarryoutSectionDocument,
  UpdateCarryoutSectionDocument,
  type CarryoutSectionFragment,
} from '../../gql/graphql';
import { errorMessage, RefusedError } from '../../lib/errors';
import { useVersionedEdit } from '../../lib/use-versioned-edit';
import { AlertDialog, type Alert } from '../../ui/AlertDialog';
import { versionedFormProps } from '../../ui/versioned-form-props';
import { removeStagingSection, storeStagingSection } from './carryout-cache';
import { CarryoutSectionForm, inputOf, valuesOf, type FoodSafetyChoice } from './CarryoutSectionForm';

interface CarryoutSectionEditorProps {
  /** The section as the cache holds it now, which other admins' changes keep current. */
  section: CarryoutSectionFragment;
  foodSafetyTypes: readonly FoodSafetyChoice[];
  onClose: () => void;
}

/** Edits the open staging section; failures show every server error, one per line (spec 3). */
export function CarryoutSectionEditor({ section, foodSafetyTypes, onClose }: CarryoutSectionEditorProps) {
  const apollo = useApolloClient();
  const [alert, setAlert] = useState<Alert | null>(null);
  const [update] = useMutation(UpdateCarryoutSectionDocument);
  const [remove] = useMutation(DeleteCarryoutSectionDocument);

  const edit = useVersionedEdit({
    row: section,
    valuesOf,
    remember: (stored) => storeStagingSection(apollo.cache, stored),
    store: async (version, values) => {
      const { data } = await update({ variables: { id: section.id, version, input: inputOf(values) } });
      const stored = data?.updateStagingSection.stagingSection;
      if (!stored) throw new RefusedError(data?.updateStagingSection.errors ?? []);
      return stored;
    },
    onError: (error) => setAlert({ title: 'Update Error', message: errorMessage(error as Error) }),
  });

  const deleteSection = async () => {
    try {
      const { data } = await remove({ variables: { id: section.id } });
      const deletedId = data?.deleteStagingSection.deletedId;
      if (!deletedId) throw new RefusedError(data?.deleteStagingSection.errors ?? []);
      removeStagingSection(apollo.cache, deletedId);
      onClose();
    } catch (error) {
      setAlert({ title: 'Delete Error', message: errorMessage(error as Error) });
    }
  };

  return (
    <>
      <CarryoutSectionForm
        {...versionedFormProps(edit, {
          onClose,
          changedBy: section.updatedBy,
          subject: `staging section ${section.name}`,
          history: { entityType: 'StagingSection', entityId: section.id, live: { storeId: section.storeId } },
          deleteLabel: 'Delete staging section',
          onDelete: deleteSection,
        })}
        foodSafetyTypes={foodSafetyTypes}
      />
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
    </>
  );
}
