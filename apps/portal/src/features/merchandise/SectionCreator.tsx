import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { validateNewSection } from '@fulfil/domain';
import { CreateMerchandiseSectionDocument } from '../../gql/graphql';
import { errorMessage, RefusedError } from '../../lib/errors';
import { AlertDialog, type Alert } from '../../ui/AlertDialog';
import { storeSection } from './section-cache';
import { FormDialog } from '../../ui/FormDialog';
import { SectionFields } from './SectionFields';
import { sectionInputOf, sectionValuesOf, type SectionValues } from './section-values';
import { useUnsavedDraft } from '../../lib/unsaved-changes';

interface SectionCreatorProps {
  storeId: string;
  open: boolean;
  onClose: () => void;
  onCreated: (sectionId: string) => void;
}

/** The create form, in a dialog; the spec's three required-field messages show before anything is sent. */
export function SectionCreator({ storeId, open, onClose, onCreated }: SectionCreatorProps) {
  const [values, setValues] = useState(() => sectionValuesOf(null));
  useUnsavedDraft(values);
  const [submitted, setSubmitted] = useState(false);
  const [alert, setAlert] = useState<Alert | null>(null);
  const [create, { loading }] = useMutation(CreateMerchandiseSectionDocument, {
    update: (cache, { data }) => {
      if (data?.createSection.section) storeSection(cache, data.createSection.section);
    },
  });

  const input = sectionInputOf(values);
  const invalid = validateNewSection(input);
  const fieldErrors = submitted
    ? (Object.fromEntries(invalid.map((e) => [e.field, e.message])) as Partial<
        Record<keyof SectionValues, string>
      >)
    : {};

  const close = () => {
    setValues(sectionValuesOf(null));
    setSubmitted(false);
    onClose();
  };

  const submit = async () => {
    setSubmitted(true);
    if (invalid.length > 0) return;
    try {
      const { data } = await create({ variables: { storeId, input } });
      const created = data?.createSection.section;
      // Spec 3, error catalogue: a merchandise create failure shows the first error message.
      if (!created) throw new RefusedError(data?.createSection.errors.slice(0, 1) ?? []);
      onCreated(created.id);
      close();
    } catch (error) {
      setAlert({ title: 'Create Error', message: errorMessage(error as Error) });
    }
  };

  return (
    <FormDialog
      open={open}
      title="New section"
      submitLabel="Create section"
      busy={loading}
      onSubmit={() => void submit()}
      onClose={close}
      overlays={<AlertDialog alert={alert} onClose={() => setAlert(null)} />}
    >
      <SectionFields storeId={storeId} values={values} onChange={setValues} fieldErrors={fieldErrors} />
    </FormDialog>
  );
}
