import { invalid, valid, type Validator } from './check.js';
import { isHttpUrl, minutesOf12h, minutesOf24h, secondsOfSpan } from './formats.js';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/**
 * Checks one JSON value and returns why it is wrong, or undefined when it is right. The name is
 * the property (or list entry) being checked, used in the message; '' is the whole value.
 */
export type Check = (value: Json, name: string) => string | undefined;

/** A cross-property rule of an object whose properties already passed their own checks. */
export type Rule = (value: JsonObject) => string | undefined;

interface Property {
  check: Check;
  required: boolean;
}

export const EMPTY_JSON = 'Empty json string value.';
export const INVALID_JSON = 'The value is not valid JSON.';
export const START_BEFORE_END = 'The StartTime must be lower than EndTime value';

const subject = (name: string) => name || 'The value';

const anything: Check = () => undefined;

/** The property must be present and not null, then pass the check. */
export const required = (check: Check = anything): Property => ({ check, required: true });

/** When present and not null, the property must pass the check. */
export const optional = (check: Check = anything): Property => ({ check, required: false });

/** A string with some non-blank text. */
export const text: Check = (value, name) => {
  if (typeof value !== 'string') return `${subject(name)} must be text.`;
  return value.trim() === '' ? `${subject(name)} must not be empty.` : undefined;
};

/** Any value except blank text. */
export const filled: Check = (value, name) =>
  typeof value === 'string' && value.trim() === '' ? `${subject(name)} must not be empty.` : undefined;

export const boolean: Check = (value, name) =>
  typeof value === 'boolean' ? undefined : `${subject(name)} must be true or false.`;

const isInteger = (value: Json): value is number => typeof value === 'number' && Number.isInteger(value);

export const integer: Check = (value, name) =>
  isInteger(value) ? undefined : `${subject(name)} must be an integer.`;

export const integerNotBelowZero: Check = (value, name) =>
  isInteger(value) && value >= 0 ? undefined : `${subject(name)} must be an integer not below zero.`;

export function integerBetween(min: number, max: number): Check {
  return (value, name) =>
    isInteger(value) && value >= min && value <= max
      ? undefined
      : `${subject(name)} must be an integer from ${min} to ${max}.`;
}

/** A number with an optional fractional part, not below zero. */
export const decimal: Check = (value, name) =>
  typeof value === 'number' && value >= 0 ? undefined : `${subject(name)} must be a number not below zero.`;

export const url: Check = (value, name) =>
  typeof value === 'string' && isHttpUrl(value)
    ? undefined
    : `${subject(name)} must be a valid http or https url.`;

/** A 24-hour hh:mm time. */
export const clock24: Check = (value, name) =>
  typeof value === 'string' && minutesOf24h(value) !== undefined
    ? undefined
    : `${subject(name)} must be a time as hh:mm (00:00 to 23:59).`;

/** A 12-hour time such as 8am or 08:30 pm. */
export const clock12: Check = (value, name) =>
  typeof value === 'string' && minutesOf12h(value) !== undefined
    ? undefined
    : `${subject(name)} must be a 12-hour time such as 8am or 08:30 pm.`;

/** An HH:MM:SS span. */
export const span: Check = (value, name) =>
  typeof value === 'string' && secondsOfSpan(value) !== undefined
    ? undefined
    : `${subject(name)} must be a time span as HH:MM:SS.`;

export function oneOf(choices: readonly string[]): Check {
  return (value, name) =>
    typeof value === 'string' && choices.includes(value)
      ? undefined
      : `${subject(name)} must be one of ${choices.join(', ')}.`;
}

/** Runs the checks in order and reports the first failure. */
export function all(...checks: Check[]): Check {
  return (value, name) => {
    for (const check of checks) {
      const message = check(value, name);
      if (message !== undefined) return message;
    }
    return undefined;
  };
}

export const isObject = (value: Json): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An object with the given properties. With `only`, any other property is refused; the rules run
 * once every property passed.
 */
export function object(
  properties: Record<string, Property>,
  options: { only?: boolean; rules?: readonly Rule[] } = {},
): Check {
  const names = Object.keys(properties);
  return (value, name) => {
    const where = (message: string) => (name ? `${name}: ${message}` : message);
    if (!isObject(value)) return `${subject(name)} must be a JSON object.`;
    if (options.only) {
      const unknown = Object.keys(value).find((key) => !Object.hasOwn(properties, key));
      if (unknown !== undefined) {
        return where(`Property '${unknown}' is not allowed; the allowed properties are ${names.join(', ')}.`);
      }
    }
    for (const key of names) {
      const property = properties[key]!;
      const found = value[key];
      if (found === undefined || found === null) {
        if (property.required) return where(`${key} is required.`);
        continue;
      }
      const message = property.check(found, key);
      if (message !== undefined) return where(message);
    }
    for (const rule of options.rules ?? []) {
      const message = rule(value);
      if (message !== undefined) return where(message);
    }
    return undefined;
  };
}

/**
 * A list whose entries pass the check; entries are named '{entry} 1', '{entry} 2' ... in messages.
 * With `whenEmpty`, an empty list is refused with that message.
 */
export function list(entry: string, check: Check, options: { whenEmpty?: string } = {}): Check {
  return (value, name) => {
    if (!Array.isArray(value)) return `${subject(name)} must be a JSON list.`;
    if (value.length === 0 && options.whenEmpty !== undefined) return options.whenEmpty;
    for (const [index, item] of value.entries()) {
      const message = check(item, `${entry} ${index + 1}`);
      if (message !== undefined) return message;
    }
    return undefined;
  };
}

/** A validator of JSON text: empty and malformed text are refused before the check runs. */
export function jsonValidator(check: Check, warning?: (value: Json) => string | undefined): Validator {
  return (input) => {
    const trimmed = input.trim();
    if (trimmed === '') return invalid(EMPTY_JSON);
    let value: Json;
    try {
      value = JSON.parse(trimmed) as Json;
    } catch {
      return invalid(INVALID_JSON);
    }
    const message = check(value, '');
    return message === undefined ? valid(trimmed, warning?.(value)) : invalid(message);
  };
}
