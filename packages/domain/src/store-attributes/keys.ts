import { APP_ATTRIBUTE_KEYS } from '../attributes/keys.js';
import { ATTRIBUTE_VALUE_TYPES as T } from '../attributes/value-types.js';
import { WEB_HOOK_ATTRIBUTE } from './web-hooks.js';

/** A possible store attribute key: its name, the type its value is checked as, and what it sets. */
export interface StoreAttributeKey {
  name: string;
  valueType: number;
  description: string;
}

const isStoreLevel = (name: string) => name === WEB_HOOK_ATTRIBUTE || /(ZPL|IPL)Template/.test(name);

/**
 * The possible store attribute keys (GET store/storeAttributePossibleKeys/types): the web hooks, the
 * label templates a store may override, and the store's own times.
 */
export const STORE_ATTRIBUTE_KEYS: readonly StoreAttributeKey[] = [
  ...APP_ATTRIBUTE_KEYS.filter((key) => isStoreLevel(key.name)),
  { name: 'ShelfLabelIPLTemplate', valueType: T.String, description: 'IPL template of the shelf label.' },
  {
    name: 'MaxOrdersPerHour',
    valueType: T.Integer,
    description: 'Most orders the store promises for one hour of pickups.',
  },
  { name: 'StoreOpenTime', valueType: T.Time, description: 'Time the store opens for picking.' },
  { name: 'StoreCloseTime', valueType: T.Time, description: 'Time the last order of the day is picked.' },
  {
    name: 'CurbsideCutoffTime',
    valueType: T.Time,
    description: 'Latest time a curbside order can be promised for the same day.',
  },
];

const VALUE_TYPES = new Map(STORE_ATTRIBUTE_KEYS.map((key) => [key.name, key.valueType]));

/** The value type of a store attribute name; unknown attributes are strings. */
export const storeAttributeValueType = (name: string): number => VALUE_TYPES.get(name) ?? T.String;
