import { validateAttributeValue } from '@fulfil/domain';
import { attributeNameAndValue, versionStamp } from '@fulfil/rest-contract';

/**
 * What application attributes (of a client) and store attributes share (spec 2 section 7): named
 * values, each checked by the type its name's key gives it.
 */

/*
 * Application attributes' schemas are in the contract (`@fulfil/rest-contract`); the two schema
 * builders below still give store attributes theirs until those move there too.
 */

/** An attribute as answered: its id, its holder's id, name, value, value type, then `extra`. */
export const attributeRowSchema = (idName: string, holderName: string, extra: object = {}) =>
  ({
    type: 'object',
    properties: {
      [idName]: { type: 'integer' },
      [holderName]: { type: 'integer' },
      name: { type: 'string' },
      value: { type: 'string' },
      valueType: { type: 'integer' },
      ...extra,
      ...versionStamp,
    },
  }) as const;

/** The answer of a possible-keys route: the keys under `key`, each with its type and description. */
export const attributeKeysSchema = (key: string) =>
  ({
    type: 'object',
    properties: {
      [key]: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            name: { type: 'string' },
            valueType: { type: 'integer' },
            description: { type: 'string' },
          },
        },
      },
    },
  }) as const;

/** The written fields of a create or update body beside its holder's id. */
export const nameAndValueFields = attributeNameAndValue;

/** How one kind of attribute types its names and words a failed value. */
export interface AttributeRules {
  valueType(name: string): number;
  failure(name: string, message: string): { message: string };
}

const NAME_REQUIRED = 'Attribute name is required.';

/** The trimmed name and the value as stored (possibly normalised), or the spec's refusal. */
export function checkedAttribute(
  body: { name: string; value: string },
  rules: AttributeRules,
): { name: string; value: string } | { refusal: string } {
  const name = body.name.trim();
  if (!name) return { refusal: NAME_REQUIRED };
  const check = validateAttributeValue(rules.valueType(name), body.value);
  return check.valid ? { name, value: check.value } : { refusal: rules.failure(name, check.message).message };
}

export const attributeNameTaken = (name: string, holder: 'client' | 'store') =>
  `The attribute '${name}' is already defined for this ${holder}.`;
