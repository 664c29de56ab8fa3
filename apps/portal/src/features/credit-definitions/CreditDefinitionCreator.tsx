import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { CreateCreditDefinitionDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { storeCreditDefinition } from './creditDefinitionCache';
import { CreditDefinitionForm, inputOf, valuesOf } from './CreditDefinitionForm';

interface CreditDefinitionCreatorProps {
  clientId: string;
  onCreated: (id: string) => void;
  onCancel: () => void;
}

/** The new-item form of the credit definitions list; on success the new definition opens. */
export function CreditDefinitionCreator({ clientId, onCreated, onCancel }: CreditDefinitionCreatorProps) {
  const [values, setValues] = useState(() => valuesOf(null));
  const [failure, setFailure] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreateCreditDefinitionDocument, {
    update: (cache, { data }) => {
      const stored = data?.createCreditDefinition.creditDefinition;
      if (stored) storeCreditDefinition(cache, stored);
    },
  });

  const submit = async () => {
    setFailure(null);
    try {
      const { data } = await create({ variables: { clientId, input: inputOf(values) } });
      const answer = data?.createCreditDefinition;
      if (answer?.creditDefinition) onCreated(answer.creditDefinition.id);
      else setFailure(answer?.errors.map((error) => error.message).join('\n') ?? null);
    } catch (error) {
      setFailure(errorMessage(error as Error));
    }
  };

  return (
    <CreditDefinitionForm
      values={values}
      onChange={setValues}
      onSubmit={() => void submit()}
      onCancel={onCancel}
      saving={loading}
      notice={
        failure && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{failure}</MessageBarBody>
          </MessageBar>
        )
      }
    />
  );
}
