import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import {
  DeleteCreditDefinitionDocument,
  UpdateCreditDefinitionDocument,
  type CreditDefinitionFieldsFragment,
} from '../../gql/graphql';
import { errorMessage, RefusedError } from '../../lib/errors';
import { useVersionedEdit } from '../../lib/use-versioned-edit';
import { ConcurrentEdit } from '../../ui/ConcurrentEdit';
import { FailureNotice } from '../../ui/FailureNotice';
import { DeleteButton } from '../../ui/DeleteButton';
import { removeCreditDefinition, storeCreditDefinition } from './credit-definition-cache';
import { CreditDefinitionForm, inputOf, valuesOf } from './CreditDefinitionForm';

interface CreditDefinitionEditorProps {
  /** The definition as the cache holds it now, which other admins' changes keep current. */
  definition: CreditDefinitionFieldsFragment;
  onClose: () => void;
}

/** Edits one credit definition against its version, marking changed lists, or deletes it. */
export function CreditDefinitionEditor({ definition, onClose }: CreditDefinitionEditorProps) {
  const apollo = useApolloClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [update] = useMutation(UpdateCreditDefinitionDocument);
  const [remove] = useMutation(DeleteCreditDefinitionDocument);
  const { id, clientId } = definition;

  const edit = useVersionedEdit({
    row: definition,
    valuesOf,
    remember: (stored) => storeCreditDefinition(apollo.cache, stored),
    store: async (version, values) => {
      setFailure(null);
      const { data } = await update({ variables: { id, clientId, version, input: inputOf(values) } });
      const stored = data?.updateCreditDefinition.creditDefinition;
      if (!stored) throw new RefusedError(data?.updateCreditDefinition.errors ?? []);
      return stored;
    },
    onError: (error) => setFailure(errorMessage(error as Error)),
  });

  const deleteDefinition = async () => {
    try {
      const { data } = await remove({ variables: { id, clientId } });
      const deletedId = data?.deleteCreditDefinition.deletedId;
      if (!deletedId) throw new RefusedError(data?.deleteCreditDefinition.errors ?? []);
      removeCreditDefinition(apollo.cache, deletedId);
      onClose();
    } catch (error) {
      setFailure(errorMessage(error as Error));
    }
  };

  return (
    <CreditDefinitionForm
      {...edit.form}
      original={edit.base}
      onCancel={() => {
        edit.restore();
        onClose();
      }}
      notice={
        <>
          <FailureNotice failure={failure} />
          <ConcurrentEdit
            edit={edit}
            changedBy={definition.updatedBy}
            subject={`credit definition ${definition.name}`}
          />
        </>
      }
      extraActions={
        <DeleteButton
          label="Delete credit definition"
          subject={`credit definition ${definition.name}`}
          disabled={edit.form.saving}
          onDelete={deleteDefinition}
        />
      }
    />
  );
}
