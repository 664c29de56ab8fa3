import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { INTEGRATION_MESSAGES, type IntegrationFieldError } from '@fulfil/domain';
import { CreateIntegrationDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { AlertDialog, type Alert } from '../../ui/AlertDialog';
import { storeIntegration } from './integration-cache';
import { draftErrors, inputOf, IntegrationForm, valuesOf, type IntegrationChoices } from './IntegrationForm';
import { useUnsavedDraft } from '../../lib/unsaved-changes';

interface IntegrationCreatorProps {
  open: boolean;
  clientId: string;
  choices: IntegrationChoices | undefined;
  onCreated: (id: string) => void;
  onCancel: () => void;
}

/** The create modal of the integrations list; on success the new integration opens. */
export function IntegrationCreator({
  open,
  clientId,
  choices,
  onCreated,
  onCancel,
}: IntegrationCreatorProps) {
  const [values, setValues] = useState(() => valuesOf(null));
  useUnsavedDraft(values);
  const [errors, setErrors] = useState<IntegrationFieldError[]>([]);
  const [alert, setAlert] = useState<Alert | null>(null);
  const [create, { loading }] = useMutation(CreateIntegrationDocument, {
    update: (cache, { data }) => {
      if (data?.createIntegration.integration) storeIntegration(cache, data.createIntegration.integration);
    },
  });

  const close = () => {
    setValues(valuesOf(null));
    setErrors([]);
    onCancel();
  };

  const submit = async () => {
    const refusals = draftErrors(values);
    setErrors(refusals);
    if (refusals.length > 0) return;
    try {
      const { data } = await create({ variables: { clientId, input: inputOf(values) } });
      const answer = data?.createIntegration;
      if (answer?.integration) {
        setValues(valuesOf(null));
        onCreated(answer.integration.id);
      } else {
        setAlert({ title: INTEGRATION_MESSAGES.createError, message: answer?.errors[0]?.message ?? '' });
      }
    } catch (error) {
      setAlert({ title: INTEGRATION_MESSAGES.createError, message: errorMessage(error as Error) });
    }
  };

  return (
    <>
      <Dialog open={open} onOpenChange={(_event, data) => !data.open && !loading && close()}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>New integration</DialogTitle>
            <DialogContent>
              <IntegrationForm
                values={values}
                onChange={setValues}
                onSubmit={() => void submit()}
                onCancel={close}
                saving={loading}
                choices={choices}
                errors={errors}
              />
            </DialogContent>
          </DialogBody>
        </DialogSurface>
      </Dialog>
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
    </>
  );
}
