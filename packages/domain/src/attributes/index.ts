export { ATTRIBUTE_VALUE_TYPES } from './value-types.js';
export type { AttributeCheck } from './check.js';
export { validateAttributeValue } from './validators.js';
export { APP_ATTRIBUTE_KEYS, attributeValueType, isTextAreaAttribute, attributeLabel } from './keys.js';
export { defaultAttributeValue } from './defaults.js';
export { storeAttributeFailure, appAttributeFailure } from './failures.js';
