import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
} from '@fluentui/react-components';
import { CUSTOM_FIELD_MESSAGES, isValidNewCustomField } from '@fulfil/domain';
import { CreateCustomFieldDocument } from '../../gql/graphql';
import { AlertDialog, type Alert } from '../../ui/AlertDialog';
import { storeCustomField } from './custom-field-cache';
import { CustomFieldForm, valuesOf } from './CustomFieldForm';
import type { Notice } from './notice';
import { useUnsavedDraft } from '../../lib/unsaved-changes';

interface CustomFieldCreatorProps {
  clientId: string;
  open: boolean;
  onClose: () => void;
  onNotice: (notice: Notice) => void;
}

const INVALID_INPUT: Alert = {
  title: CUSTOM_FIELD_MESSAGES.invalidInputTitle,
  message: CUSTOM_FIELD_MESSAGES.invalidInput,
};

/** The create modal of the custom fields list; it closes on success. */
export function CustomFieldCreator({ clientId, open, onClose, onNotice }: CustomFieldCreatorProps) {
  const [values, setValues] = useState(() => valuesOf(null));
  useUnsavedDraft(values);
  const [alert, setAlert] = useState<Alert | null>(null);
  // A refused create is said inside the modal: the page's notice would sit behind its overlay.
  const [refusal, setRefusal] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreateCustomFieldDocument, {
    update: (cache, { data }) => {
      if (data?.createCustomField.customField) storeCustomField(cache, data.createCustomField.customField);
    },
  });

  const close = () => {
    setValues(valuesOf(null));
    setRefusal(null);
    onClose();
  };

  const submit = async () => {
    const draft = { ...values, name: values.name.trim(), sourceKey: values.sourceKey.trim() };
    if (!isValidNewCustomField(draft)) {
      setAlert(INVALID_INPUT);
      return;
    }
    setRefusal(null);
    try {
      const { data } = await create({ variables: { clientId, input: draft } });
      const answer = data?.createCustomField;
      if (answer?.customField) {
        onNotice({ intent: 'success', text: CUSTOM_FIELD_MESSAGES.created });
        close();
      } else {
        const messages = answer?.errors.map((error) => error.message) ?? [];
        setRefusal(messages.join('\n') || CUSTOM_FIELD_MESSAGES.createRefused);
      }
    } catch {
      setRefusal(CUSTOM_FIELD_MESSAGES.createFailed);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(_event, data) => !data.open && !loading && close()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>New custom field</DialogTitle>
          <DialogContent>
            {refusal && (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{refusal}</MessageBarBody>
              </MessageBar>
            )}
            <CustomFieldForm
              values={values}
              onChange={setValues}
              onSubmit={() => void submit()}
              onCancel={close}
              saving={loading}
            />
            {/* Nested, so that acknowledging it does not count as a click outside the create modal. */}
            <AlertDialog alert={alert} onClose={() => setAlert(null)} />
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
