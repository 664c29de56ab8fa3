import { useApolloClient, useMutation } from '@apollo/client/react';
import {
  DeleteItemCategoryDocument,
  UpdateItemCategoryDocument,
  type ItemCategoryFieldsFragment,
} from '../../gql/graphql';
import { RefusedError } from '../../lib/errors';
import { useVersionedEdit } from '../../lib/use-versioned-edit';
import { versionedFormProps } from '../../ui/versioned-form-props';
import { ItemCategoryForm, valuesOf } from './ItemCategoryForm';
import { removeItemCategory, storeItemCategory } from './item-category-cache';

interface ItemCategoryEditorProps {
  /** The row as the cache holds it now, which other admins' changes keep current. */
  row: ItemCategoryFieldsFragment;
  foodSafetyTypes: readonly { id: string; name: string }[];
  onClose: () => void;
}

/** Spec 3, error catalogue: item category failures show no message; the edits simply stay. */
const ignore = () => undefined;

/** Edits one item category; delete asks first. */
export function ItemCategoryEditor({ row, foodSafetyTypes, onClose }: ItemCategoryEditorProps) {
  const apollo = useApolloClient();
  const [update] = useMutation(UpdateItemCategoryDocument);
  const [remove] = useMutation(DeleteItemCategoryDocument);

  const edit = useVersionedEdit({
    row,
    valuesOf,
    remember: (stored) => storeItemCategory(apollo.cache, stored),
    store: async (version, values) => {
      const { data } = await update({ variables: { id: row.id, version, input: values } });
      const stored = data?.updateItemCategory.itemCategory;
      if (!stored) throw new RefusedError(data?.updateItemCategory.errors ?? []);
      return stored;
    },
    onError: ignore,
  });

  const deleteRow = async () => {
    try {
      const { data } = await remove({ variables: { id: row.id } });
      const deletedId = data?.deleteItemCategory.deletedId;
      if (!deletedId) return;
      removeItemCategory(apollo.cache, deletedId);
      onClose();
    } catch {
      // No message (spec 3, error catalogue); the category simply stays.
    }
  };

  return (
    <ItemCategoryForm
      {...versionedFormProps(edit, {
        onClose,
        changedBy: row.updatedBy,
        subject: `item category ${row.sourceKey}`,
        deleteLabel: 'Delete item category',
        onDelete: deleteRow,
      })}
      foodSafetyTypes={foodSafetyTypes}
    />
  );
}
