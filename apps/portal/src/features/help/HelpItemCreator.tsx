import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { SaveHelpItemDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { storeHelpItem } from './helpItemCache';
import { HelpItemForm, valuesOf } from './HelpItemForm';

interface HelpItemCreatorProps {
  clientId: string;
  onCreated: (id: string) => void;
  onCancel: () => void;
}

/** The new-item form of the help list; on success the new item opens. */
export function HelpItemCreator({ clientId, onCreated, onCancel }: HelpItemCreatorProps) {
  const [values, setValues] = useState(() => valuesOf(null));
  const [failure, setFailure] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SaveHelpItemDocument, {
    update: (cache, { data }) => {
      if (data?.saveHelpItem.helpItem) storeHelpItem(cache, data.saveHelpItem.helpItem);
    },
  });

  const submit = async () => {
    setFailure(null);
    try {
      const { data } = await save({ variables: { clientId, input: values } });
      const answer = data?.saveHelpItem;
      if (answer?.helpItem) onCreated(answer.helpItem.id);
      else setFailure(answer?.errors.map((error) => error.message).join('\n') ?? null);
    } catch (error) {
      setFailure(errorMessage(error as Error));
    }
  };

  return (
    <HelpItemForm
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
