import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button } from '@fluentui/react-components';
import {
  DeleteMerchandiseSectionDocument,
  UpdateMerchandiseSectionDocument,
  type MerchandiseSectionFragment,
} from '../../gql/graphql';
import { errorMessage, RefusedError } from '../../lib/errors';
import { useVersionedEdit } from '../../lib/use-versioned-edit';
import { AlertDialog, type Alert } from '../../ui/AlertDialog';
import { ConcurrentEdit } from '../../ui/ConcurrentEdit';
import { DeleteButton } from '../../ui/DeleteButton';
import { DetailForm } from '../../ui/DetailForm';
import { removeSection, storeSection } from './section-cache';
import { SectionFields } from './SectionFields';
import { sectionInputOf, sectionValuesOf } from './section-values';
import { ZoneDialog } from './ZoneDialog';

interface SectionEditorProps {
  /** The section as the cache holds it now, which other admins' changes keep current. */
  section: MerchandiseSectionFragment;
  onClose: () => void;
}

/** Edits the open section: saves with its version, resolves conflicts, deletes after confirmation. */
export function SectionEditor({ section, onClose }: SectionEditorProps) {
  const apollo = useApolloClient();
  const [alert, setAlert] = useState<Alert | null>(null);
  const [zonesOpen, setZonesOpen] = useState(false);
  // Inheriting shelves follow a new prep option on the server; the stored section brings them back.
  const [update] = useMutation(UpdateMerchandiseSectionDocument);
  const [remove] = useMutation(DeleteMerchandiseSectionDocument);

  const edit = useVersionedEdit({
    row: section,
    valuesOf: sectionValuesOf,
    remember: (stored) => storeSection(apollo.cache, stored),
    store: async (version, values) => {
      const { data } = await update({
        variables: { id: section.id, version, input: sectionInputOf(values) },
      });
      const stored = data?.updateSection.section;
      // Spec 3, error catalogue: a merchandise update failure shows the first error message.
      if (!stored) throw new RefusedError(data?.updateSection.errors.slice(0, 1) ?? []);
      return stored;
    },
    onError: (error) => setAlert({ title: 'Update Error', message: errorMessage(error as Error) }),
  });

  const deleteSection = async () => {
    try {
      const { data } = await remove({ variables: { id: section.id } });
      const deletedId = data?.deleteSection.deletedId;
      // Spec 3, error catalogue: a merchandise delete failure shows the joined errors.
      if (!deletedId) throw new RefusedError(data?.deleteSection.errors ?? []);
      removeSection(apollo.cache, deletedId);
      onClose();
    } catch (error) {
      setAlert({ title: 'Delete Error', message: errorMessage(error as Error) });
    }
  };

  return (
    <>
      <DetailForm
        label={`Section ${section.name}`}
        history={{
          entityType: 'Section',
          entityId: section.id,
          live: { storeId: section.storeId },
          // One's own undo of this section changes it under the form, which follows it.
          onUndone: edit.followUndo,
        }}
        onSubmit={edit.form.onSubmit}
        onCancel={edit.restore}
        saving={edit.form.saving}
        notice={
          <ConcurrentEdit edit={edit} changedBy={section.updatedBy} subject={`section ${section.name}`} />
        }
        extraActions={
          <>
            <Button onClick={() => setZonesOpen(true)}>Zones…</Button>
            <DeleteButton
              label="Delete section"
              subject={`section ${section.name}`}
              disabled={edit.form.saving}
              onDelete={deleteSection}
            />
          </>
        }
      >
        <SectionFields storeId={section.storeId} values={edit.form.values} onChange={edit.form.onChange} />
      </DetailForm>
      <ZoneDialog section={section} open={zonesOpen} onClose={() => setZonesOpen(false)} />
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
    </>
  );
}
