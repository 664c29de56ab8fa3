import { useMutation } from '@apollo/client/react';
import { SaveHelpItemDocument } from '../../gql/graphql';
import { RefusedError } from '../../lib/errors';
import { useCreation } from '../../lib/use-creation';
import { FailureNotice } from '../../ui/FailureNotice';
import { storeHelpItem } from './help-item-cache';
import { HelpItemForm, valuesOf } from './HelpItemForm';

interface HelpItemCreatorProps {
  clientId: string;
  onCreated: (id: string) => void;
  onCancel: () => void;
}

/** The new-item form of the help list; on success the new item opens. */
export function HelpItemCreator({ clientId, onCreated, onCancel }: HelpItemCreatorProps) {
  const [save] = useMutation(SaveHelpItemDocument, {
    update: (cache, { data }) => {
      if (data?.saveHelpItem.helpItem) storeHelpItem(cache, data.saveHelpItem.helpItem);
    },
  });
  const creation = useCreation({
    initial: () => valuesOf(null),
    create: async (input) => {
      const { data } = await save({ variables: { clientId, input } });
      const answer = data?.saveHelpItem;
      if (!answer?.helpItem) throw new RefusedError(answer?.errors ?? []);
      return answer.helpItem.id;
    },
    onCreated,
  });

  return (
    <HelpItemForm
      {...creation.form}
      onCancel={onCancel}
      notice={<FailureNotice failure={creation.failure} />}
    />
  );
}
