import { storeAttributeFailure, storeAttributeValueType, validateAttributeValue } from '@fulfil/domain';
import type { Alert } from '../../../ui/AlertDialog';
import { errorMessage } from '../../../lib/errors';
import type { AttributeValues } from './AttributeForm';

/** The spec's alert for a value that fails its key's check, so nothing is sent; null when it passes. */
export function valueFailure({ name, value }: AttributeValues): Alert | null {
  const check = validateAttributeValue(storeAttributeValueType(name), value);
  return check.valid ? null : storeAttributeFailure(name, check.message);
}

/** A refusal or outage of a save that passed the check here. */
export const saveFailure = (error: unknown): Alert => ({
  title: 'Error',
  message: errorMessage(error as Error),
});
