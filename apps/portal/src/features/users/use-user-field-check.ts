import { useState } from 'react';
import { validateUserFields } from '@fulfil/domain';
import type { UserValues } from './UserForm';

/**
 * The required fields of the user form, checked in the browser before anything is sent. Messages
 * show once a save was tried, so a form just opened is not all red.
 */
export function useUserFieldCheck(values: UserValues) {
  const [tried, setTried] = useState(false);
  const invalid = validateUserFields(values);
  return {
    errors: tried ? Object.fromEntries(invalid.map(({ field, message }) => [field, message])) : {},
    /** Whether the values may be sent; from now on the form shows what is missing. */
    passes: () => {
      setTried(true);
      return invalid.length === 0;
    },
    /** A fresh start (saved, reloaded or cancelled) shows no messages. */
    reset: () => setTried(false),
  };
}
