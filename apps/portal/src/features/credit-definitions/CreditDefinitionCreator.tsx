import { useMutation } from '@apollo/client/react';
import { CreateCreditDefinitionDocument } from '../../gql/graphql';
import { RefusedError } from '../../lib/errors';
import { useCreation } from '../../lib/use-creation';
import { FailureNotice } from '../../ui/FailureNotice';
import { storeCreditDefinition } from './credit-definition-cache';
import { CreditDefinitionForm, inputOf, valuesOf } from './CreditDefinitionForm';

interface CreditDefinitionCreatorProps {
  clientId: string;
  onCreated: (id: string) => void;
  onCancel: () => void;
}

/** The new-item form of the credit definitions list; on success the new definition opens. */
export function CreditDefinitionCreator({ clientId, onCreated, onCancel }: CreditDefinitionCreatorProps) {
  const [create] = useMutation(CreateCreditDefinitionDocument, {
    update: (cache, { data }) => {
      const stored = data?.createCreditDefinition.creditDefinition;
      if (stored) storeCreditDefinition(cache, stored);
    },
  });
  const creation = useCreation({
    initial: () => valuesOf(null),
    create: async (values) => {
      const { data } = await create({ variables: { clientId, input: inputOf(values) } });
      const answer = data?.createCreditDefinition;
      if (!answer?.creditDefinition) throw new RefusedError(answer?.errors ?? []);
      return answer.creditDefinition.id;
    },
    onCreated,
  });

  return (
    <CreditDefinitionForm
      {...creation.form}
      onCancel={onCancel}
      notice={<FailureNotice failure={creation.failure} />}
    />
  );
}
