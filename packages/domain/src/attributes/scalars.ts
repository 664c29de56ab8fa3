import { invalid, valid, type AttributeCheck, type Validator } from './check.js';
import { isHttpUrl } from './formats.js';
import { INVALID_JSON, isObject, type Json } from './json-checks.js';

/** Refuses blank text with the type's empty message, then applies the type's own test. */
function whenFilled(emptyMessage: string, test: (text: string) => AttributeCheck = valid): Validator {
  return (value) => {
    const text = value.trim();
    return text === '' ? invalid(emptyMessage) : test(text);
  };
}

/** Label templates and other text keep their exact content. */
export const stringValue: Validator = (value) =>
  value.trim() === '' ? invalid('Empty String Value') : valid(value);

export const booleanValue = whenFilled('Empty Value', (text) =>
  ['True', 'true', 'False', 'false'].includes(text)
    ? valid(text)
    : invalid(`${text} is not a valid boolean value`),
);

export const integerValue = whenFilled('Empty Value', (text) => {
  if (!/^[+-]?\d+$/.test(text)) return invalid(`${text} is not a valid integer value`);
  return Number(text) > 0 ? valid(text) : invalid('Value must be greather than zero');
});

export const decimalValue = whenFilled('Empty Value', (text) =>
  /^\d+(\.\d+)?$/.test(text) ? valid(text) : invalid(`${text} is not a valid decimal value`),
);

/** A JSON list of entries each with a url, as web hook attributes hold. */
function urlList(text: string): AttributeCheck {
  let entries: Json;
  try {
    entries = JSON.parse(text) as Json;
  } catch {
    return invalid(INVALID_JSON);
  }
  if (!Array.isArray(entries)) return invalid(`${text} is not a valid url`);
  for (const [index, entry] of entries.entries()) {
    const address = isObject(entry) ? entry.url : undefined;
    if (typeof address !== 'string' || address.trim() === '')
      return invalid(`Entry ${index + 1} has no url.`);
    if (!isHttpUrl(address)) return invalid(`${address} is not a valid url`);
  }
  return valid(text);
}

export const urlValue = whenFilled('Empty Url Value', (text) => {
  if (text.startsWith('[')) return urlList(text);
  return isHttpUrl(text) ? valid(text) : invalid(`${text} is not a valid url`);
});

export const emailValue = whenFilled('Empty Email Value', (text) =>
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) ? valid(text) : invalid(`${text} is not a valid email address`),
);

/** US numbers: optional +1, then ten digits with optional separators and area code parentheses. */
const US_PHONE = /^(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}$/;

export const phoneValue = whenFilled('Empty Phone Number Value', (text) =>
  US_PHONE.test(text) ? valid(text) : invalid(`${text} is not a valid phone number`),
);

/** Dates, date-times and times are only required to be present. */
export const presentValue = whenFilled('Empty Value');
