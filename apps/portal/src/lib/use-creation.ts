import { useState } from 'react';
import { errorMessage } from './errors';
import { useUnsavedDraft } from './unsaved-changes';

interface CreationOptions<Values> {
  initial: () => Values;
  /** Stores a new row from the values; resolves with its id, rejects (e.g. a RefusedError) when refused. */
  create: (values: Values) => Promise<string>;
  onCreated: (id: string) => void;
}

/** The draft of a new row: submitting creates it, and a failure stays as text beside the edits. */
export function useCreation<Values>({ initial, create, onCreated }: CreationOptions<Values>) {
  const [values, setValues] = useState(initial);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useUnsavedDraft(values);

  const submit = async () => {
    setFailure(null);
    setSaving(true);
    try {
      onCreated(await create(values));
    } catch (error) {
      setFailure(errorMessage(error as Error));
    } finally {
      setSaving(false);
    }
  };

  return {
    failure,
    /** The props a form takes from the draft. */
    form: { values, onChange: setValues, saving, onSubmit: () => void submit() },
  };
}
