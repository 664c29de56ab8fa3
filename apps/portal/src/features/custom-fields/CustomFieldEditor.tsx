import { useApolloClient, useMutation } from '@apollo/client/react';
import { CUSTOM_FIELD_MESSAGES, customFieldUpdateRefusal } from '@fulfil/domain';
import {
  DeleteCustomFieldDocument,
  UpdateCustomFieldDocument,
  type CustomFieldFieldsFragment,
} from '../../gql/graphql';
import { RefusedError } from '../../lib/errors';
import { useVersionedEdit } from '../../lib/use-versioned-edit';
import { versionedFormProps } from '../../ui/versioned-form-props';
import { removeCustomField, storeCustomField } from './custom-field-cache';
import { CustomFieldForm, valuesOf } from './CustomFieldForm';
import type { Notice } from './notice';

interface CustomFieldEditorProps {
  /** The field as the cache holds it now, which other admins' changes keep current. */
  field: CustomFieldFieldsFragment;
  onClose: () => void;
  onNotice: (notice: Notice) => void;
}

/** Edits one custom field against its version, or deletes it after confirmation. */
export function CustomFieldEditor({ field, onClose, onNotice }: CustomFieldEditorProps) {
  const apollo = useApolloClient();
  const [update] = useMutation(UpdateCustomFieldDocument);
  const [remove] = useMutation(DeleteCustomFieldDocument);
  const { id, clientId, sourceKey } = field;

  const edit = useVersionedEdit({
    row: field,
    // The page confirms in the spec's words.
    savedText: null,
    valuesOf,
    remember: (stored) => storeCustomField(apollo.cache, stored),
    store: async (version, values) => {
      const refusal = customFieldUpdateRefusal(values);
      if (refusal) throw new RefusedError([{ message: refusal }]);
      const { name, description, dataType, assignment } = values;
      const { data } = await update({
        variables: { id, clientId, version, input: { name: name.trim(), description, dataType, assignment } },
      });
      const stored = data?.updateCustomField.customField;
      if (!stored) throw new RefusedError(data?.updateCustomField.errors ?? []);
      onNotice({ intent: 'success', text: CUSTOM_FIELD_MESSAGES.updated });
      return stored;
    },
    onError: (error) =>
      onNotice({
        intent: 'error',
        text:
          error instanceof RefusedError && error.message ? error.message : CUSTOM_FIELD_MESSAGES.updateFailed,
      }),
  });

  const deleteField = async () => {
    try {
      const { data } = await remove({ variables: { id, clientId, sourceKey } });
      const deletedId = data?.deleteCustomField.deletedId;
      if (!deletedId) throw new RefusedError(data?.deleteCustomField.errors ?? []);
      removeCustomField(apollo.cache, deletedId);
      onNotice({ intent: 'success', text: CUSTOM_FIELD_MESSAGES.deleted });
      onClose();
    } catch {
      onNotice({ intent: 'error', text: CUSTOM_FIELD_MESSAGES.deleteFailed });
    }
  };

  return (
    <CustomFieldForm
      {...versionedFormProps(edit, {
        onClose,
        changedBy: field.updatedBy,
        subject: `custom field ${field.name}`,
        deleteLabel: 'Delete custom field',
        onDelete: deleteField,
      })}
      sourceKeyFixed
    />
  );
}
