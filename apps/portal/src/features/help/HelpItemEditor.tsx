import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { SaveHelpItemDocument, type HelpItemFieldsFragment } from '../../gql/graphql';
import { errorMessage, RefusedError } from '../../lib/errors';
import { useVersionedEdit } from '../../lib/use-versioned-edit';
import { ConcurrentEdit } from '../../ui/ConcurrentEdit';
import { FailureNotice } from '../../ui/FailureNotice';
import { storeHelpItem } from './help-item-cache';
import { HelpItemForm, valuesOf } from './HelpItemForm';

interface HelpItemEditorProps {
  /** The item as the cache holds it now, which other admins' changes keep current. */
  item: HelpItemFieldsFragment;
  onClose: () => void;
}

/** Edits one help item against its version. */
export function HelpItemEditor({ item, onClose }: HelpItemEditorProps) {
  const apollo = useApolloClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [save] = useMutation(SaveHelpItemDocument);
  const { id, clientId } = item;

  const edit = useVersionedEdit({
    row: item,
    valuesOf,
    remember: (stored) => storeHelpItem(apollo.cache, stored),
    store: async (version, input) => {
      setFailure(null);
      const { data } = await save({ variables: { clientId, id, version, input } });
      const stored = data?.saveHelpItem.helpItem;
      if (!stored) throw new RefusedError(data?.saveHelpItem.errors ?? []);
      return stored;
    },
    onError: (error) => setFailure(errorMessage(error as Error)),
  });

  return (
    <HelpItemForm
      {...edit.form}
      onCancel={() => {
        edit.restore();
        onClose();
      }}
      notice={
        <>
          <FailureNotice failure={failure} />
          <ConcurrentEdit edit={edit} changedBy={item.updatedBy} subject={`help for ${item.upcList}`} />
        </>
      }
    />
  );
}
