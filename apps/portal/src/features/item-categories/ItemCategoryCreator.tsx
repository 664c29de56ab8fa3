import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { CreateItemCategoryDocument } from '../../gql/graphql';
import { ItemCategoryForm, valuesOf } from './ItemCategoryForm';
import { useUnsavedDraft } from '../../lib/unsaved-changes';
import { storeItemCategory } from './item-category-cache';

interface ItemCategoryCreatorProps {
  storeId: string;
  foodSafetyTypes: readonly { id: string; name: string }[];
  onCreated: (id: string) => void;
  onCancel: () => void;
}

/** The create form; the server puts the new category last (SequenceId = list length). */
export function ItemCategoryCreator({
  storeId,
  foodSafetyTypes,
  onCreated,
  onCancel,
}: ItemCategoryCreatorProps) {
  const [values, setValues] = useState(() => valuesOf(null));
  useUnsavedDraft(values);
  const [create, { loading }] = useMutation(CreateItemCategoryDocument, {
    update: (cache, { data }) => {
      const created = data?.createItemCategory.itemCategory;
      if (created) storeItemCategory(cache, created);
    },
  });

  const submit = async () => {
    try {
      const { data } = await create({ variables: { storeId, input: values } });
      const created = data?.createItemCategory.itemCategory;
      if (created) onCreated(created.id);
    } catch {
      // Spec 3, error catalogue: no message for item categories; the form keeps what was entered.
    }
  };

  return (
    <ItemCategoryForm
      values={values}
      onChange={setValues}
      foodSafetyTypes={foodSafetyTypes}
      onSubmit={() => void submit()}
      onCancel={onCancel}
      saving={loading}
    />
  );
}
