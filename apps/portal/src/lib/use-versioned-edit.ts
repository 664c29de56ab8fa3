import { useState } from 'react';
import { conflictOf, type Conflict } from './errors';
import { useSavedToast } from './saved-toast';
import { useUnsavedChanges } from './unsaved-changes';

interface VersionedEditOptions<Row extends { version: number }, Values> {
  /** The row as the cache holds it now; store events keep it current while the person edits. */
  row: Row;
  valuesOf: (row: Row) => Values;
  /** Saves the values over `version`; resolves with the stored row, rejects when refused. */
  store: (version: number, values: Values) => Promise<Row>;
  /** Puts a row the server sent with a conflict into the cache. */
  remember: (row: Row) => void;
  /** Any refusal other than a conflict; the edits stay. */
  onError: (error: unknown) => void;
  /** Runs when the draft starts over from a row (saved, reloaded or restored), e.g. to drop its refusals. */
  onRestart?: () => void;
  /** The toast that confirms a save; null where the screen says so in the spec's own words. */
  savedText?: string | null;
}

/**
 * The draft of one open row, edited against the version it started from. Changes saved by others
 * meanwhile leave the draft alone (`changedUnderneath` says so); a save over a stale version ends in
 * `conflict`, resolved by `reload` (take theirs) or `overwrite` (keep mine).
 */
export function useVersionedEdit<Row extends { version: number }, Values>(
  options: VersionedEditOptions<Row, Values>,
) {
  const { row, valuesOf, store, remember, onError, onRestart, savedText = 'Changes saved.' } = options;
  const toast = useSavedToast();
  const [base, setBase] = useState(row);
  const [values, setValues] = useState(() => valuesOf(row));
  const [conflict, setConflict] = useState<Conflict<Row>>();
  const [saving, setSaving] = useState(false);
  // Set by this person's own undo of the row: its next version is theirs, not another admin's.
  const [followingUndo, setFollowingUndo] = useState(false);
  // Values are plain form data, so their JSON tells whether anything differs from the saved row.
  const dirty = JSON.stringify(values) !== JSON.stringify(valuesOf(base));
  useUnsavedChanges(dirty);

  const restart = (from: Row) => {
    setBase(from);
    setValues(valuesOf(from));
    onRestart?.();
  };

  // An untouched draft takes the version one's own undo stored, whichever of the undo's answer and
  // the row's live change arrives first; a draft with edits keeps them, and the notice says why.
  // Adjusted while rendering, as React advises for state that follows a prop.
  if (followingUndo && row.version !== base.version) {
    setFollowingUndo(false);
    if (!dirty) {
      setBase(row);
      setValues(valuesOf(row));
    }
  }

  const saveOver = async (version: number, draft: Values) => {
    setSaving(true);
    try {
      restart(await store(version, draft));
      if (savedText) toast(savedText);
    } catch (error) {
      const found = conflictOf<Row>(error);
      if (found) setConflict(found);
      else onError(error);
    } finally {
      setSaving(false);
    }
  };

  return {
    /** The row the draft started from; a successful save makes the stored row the new base. */
    base,
    conflict,
    /** The props a form takes from the edit. */
    form: { values, onChange: setValues, saving, onSubmit: () => void saveOver(base.version, values) },
    changedUnderneath: row.version !== base.version && !saving,
    /** Takes a row this person stored outside the form (e.g. a role change) as the base, keeping the draft. */
    rebase: setBase,
    /** This person undid a change of the row (its History panel): the draft follows, if untouched. */
    followUndo: () => setFollowingUndo(true),
    /** Drops the draft for the saved row (Cancel, or "show their version"). */
    restore: () => restart(row),
    reload: () => {
      if (!conflict) return;
      remember(conflict.current);
      restart(conflict.current);
      setConflict(undefined);
    },
    overwrite: () => {
      if (!conflict) return;
      setConflict(undefined);
      void saveOver(conflict.current.version, values);
    },
  };
}
