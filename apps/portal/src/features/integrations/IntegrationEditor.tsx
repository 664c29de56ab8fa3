import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { INTEGRATION_MESSAGES, type IntegrationFieldError } from '@fulfil/domain';
import {
  DeleteIntegrationDocument,
  UpdateIntegrationDocument,
  type IntegrationFieldsFragment,
} from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { useVersionedEdit } from '../../lib/use-versioned-edit';
import { AlertDialog, type Alert } from '../../ui/AlertDialog';
import { versionedFormProps } from '../../ui/versioned-form-props';
import { removeIntegration, storeIntegration } from './integration-cache';
import { draftErrors, inputOf, IntegrationForm, valuesOf, type IntegrationChoices } from './IntegrationForm';

/** A refusal of the draft, shown beside its fields rather than in an alert. */
class DraftRefused extends Error {
  constructor(readonly refusals: IntegrationFieldError[]) {
    super(refusals[0]?.message);
  }
}

/** The server refused the update: the spec's title with its first message. */
class UpdateRefused extends Error {}

interface IntegrationEditorProps {
  /** The integration as the cache holds it now, which other admins' changes keep current. */
  integration: IntegrationFieldsFragment;
  choices: IntegrationChoices | undefined;
  onClose: () => void;
}

/** Edits one integration against its version, or deletes it after confirmation. */
export function IntegrationEditor({ integration, choices, onClose }: IntegrationEditorProps) {
  const apollo = useApolloClient();
  const [errors, setErrors] = useState<IntegrationFieldError[]>([]);
  const [alert, setAlert] = useState<Alert | null>(null);
  const [update] = useMutation(UpdateIntegrationDocument);
  const [remove] = useMutation(DeleteIntegrationDocument);
  const { id, clientId } = integration;

  const edit = useVersionedEdit({
    row: integration,
    valuesOf,
    remember: (stored) => storeIntegration(apollo.cache, stored),
    store: async (version, values) => {
      const refusals = draftErrors(values);
      setErrors(refusals);
      if (refusals.length > 0) throw new DraftRefused(refusals);
      const { data } = await update({ variables: { id, clientId, version, input: inputOf(values) } });
      const answer = data?.updateIntegration;
      if (!answer?.integration) throw new UpdateRefused(answer?.errors[0]?.message ?? '');
      return answer.integration;
    },
    onError: (error) => {
      if (error instanceof DraftRefused) return;
      setAlert(
        error instanceof UpdateRefused
          ? { title: INTEGRATION_MESSAGES.updateError, message: error.message }
          : { title: INTEGRATION_MESSAGES.updateFailed, message: errorMessage(error as Error) },
      );
    },
  });

  const deleteIntegration = async () => {
    try {
      const { data } = await remove({ variables: { id, clientId } });
      const deletedId = data?.deleteIntegration.deletedId;
      if (!deletedId) {
        const message = data?.deleteIntegration.errors[0]?.message ?? '';
        setAlert({ title: INTEGRATION_MESSAGES.deleteFailed, message });
        return;
      }
      removeIntegration(apollo.cache, deletedId);
      onClose();
    } catch (error) {
      setAlert({ title: INTEGRATION_MESSAGES.deleteFailed, message: errorMessage(error as Error) });
    }
  };

  return (
    <>
      <IntegrationForm
        {...versionedFormProps(edit, {
          onClose,
          changedBy: integration.updatedBy,
          subject: `integration ${integration.name}`,
          deleteLabel: 'Delete integration',
          onDelete: deleteIntegration,
        })}
        choices={choices}
        errors={errors}
      />
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
    </>
  );
}
