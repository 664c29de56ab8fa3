import { useState } from 'react';
import { useUnsavedDraft } from './unsaved-changes';

interface CreationOptions<Values> {
  initial: () => Values;
  /** Stores a new row from the values; resolves with its id, rejects (e.g. a RefusedError) when refused. */
  create: (values: Values) => Promise<string>;
  onCreated: (id: string) => void;
  /** Says why the create was refused or failed; the edits stay. */
  onError: (error: unknown) => void;
}

/** The draft of a new row: submitting creates it, and a refusal or failure keeps the edits. */
export function useCreation<Values>({ initial, create, onCreated, onError }: CreationOptions<Values>) {
  const [values, setValues] = useState(initial);
  const [saving, setSaving] = useState(false);
  useUnsavedDraft(values);
  const reset = () => setValues(initial());

  const submit = async () => {
    setSaving(true);
    try {
      const id = await create(values);
      // A form that stays mounted between creates (a dialog) starts the next row afresh.
      reset();
      onCreated(id);
    } catch (error) {
      onError(error);
    } finally {
      setSaving(false);
    }
  };

  return {
    /** The props a form takes from the draft. */
    form: { values, onChange: setValues, saving, onSubmit: () => void submit() },
    /** Drops the draft for a new one. */
    reset,
  };
}
