/**
 * The outcome of checking an attribute value: valid with the value to store (possibly normalised)
 * and an optional warning, or invalid with the reason.
 */
export type AttributeCheck =
  { valid: true; value: string; warning?: string } | { valid: false; message: string };

/** Checks the text of one attribute value type. */
export type Validator = (value: string) => AttributeCheck;

export const valid = (value: string, warning?: string): AttributeCheck =>
  warning === undefined ? { valid: true, value } : { valid: true, value, warning };

export const invalid = (message: string): AttributeCheck => ({ valid: false, message });
