import { CONTAINER_COLORS, CONTAINER_ICONS } from '@fulfil/domain';
import { id } from './schemas.js';

/** JSON schemas and answers of the store layout routes (docs/rest-contract.md, Store layout). */

const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const nullableInt = { type: ['integer', 'null'] } as const;
const nullableStr = { type: ['string', 'null'] } as const;

const versioned = {
  version: int,
  updatedAt: { type: 'string', format: 'date-time' },
  updatedBy: str,
} as const;

function row<P extends Record<string, unknown>>(properties: P) {
  return { type: 'object', properties: { ...properties, ...versioned } } as const;
}

export const foodSafetyTypeRow = row({
  foodSafetyTypeId: int,
  storeId: int,
  name: str,
  containerColor: nullableStr,
  containerIcon: nullableStr,
  maxLeadTime: nullableStr,
  containerActiveBackgroundClass: str,
  containerInactiveBackgroundClass: str,
  containerFillBackgroundClass: str,
});

export const itemCategoryRow = row({
  itemCategoryTypeId: int,
  storeId: int,
  itemCategoryTypeSourceKey: str,
  sequenceId: int,
  foodSafetyTypeId: nullableInt,
  foodSafetyTypeName: nullableStr,
  preparedItemsMode: int,
  isAlcohol: { type: 'boolean' },
});

export const shelfRow = row({
  shelfId: int,
  sectionId: int,
  name: nullableStr,
  sequenceId: int,
  foodSafetyTypeId: nullableInt,
  preparedItemsMode: int,
  prepOptionId: nullableInt,
});

export const sectionRow = row({
  sectionId: int,
  storeId: int,
  name: str,
  sectionSourceKey: str,
  sequenceId: int,
  foodSafetyTypeId: nullableInt,
  foodSafetyTypeName: nullableStr,
  preparedItemsMode: int,
  prepOptionId: nullableInt,
  zoneSections: {
    type: 'array',
    items: { type: 'object', properties: { zoneId: int, zoneName: str } },
  },
  shelves: { type: 'array', items: shelfRow },
});

export const stagingShelfRow = row({
  shelfId: int,
  stagingSectionId: int,
  name: str,
  sequenceId: int,
  foodSafetyTypeId: nullableInt,
});

export const stagingSectionRow = row({
  stagingSectionId: int,
  storeId: int,
  name: str,
  sequenceId: int,
  foodSafetyTypeId: nullableInt,
  foodSafetyTypeName: nullableStr,
  labelId: nullableStr,
  shelves: { type: 'array', items: stagingShelfRow },
});

export const zoneDetailRow = row({
  zoneId: int,
  storeId: int,
  name: str,
  foodSafetyTypeId: nullableInt,
  sequenceId: int,
  zoneSections: {
    type: 'array',
    items: {
      type: 'object',
      properties: { sectionId: int, name: str, sequenceId: int, foodSafetyTypeId: nullableInt, storeId: int },
    },
  },
  zoneUsers: {
    type: 'array',
    items: { type: 'object', properties: { userId: int, userName: str, fullName: str } },
  },
});

/** `{ key: [row] }`, the shape of every list read. */
export function listAnswer(key: string, rowSchema: object) {
  return { type: 'object', required: [key], properties: { [key]: { type: 'array', items: rowSchema } } };
}

const writeResult = {
  isSuccess: { type: 'boolean' },
  errors: { type: 'array', items: str },
  fieldErrors: {
    type: 'array',
    items: { type: 'object', properties: { field: str, message: str } },
  },
} as const;

/** `{ isSuccess, errors, fieldErrors, ...extra }`, the answer of every layout write. */
export function writeAnswer(extra: Record<string, object> = {}) {
  return { type: 'object', required: ['isSuccess', 'errors'], properties: { ...writeResult, ...extra } };
}

export const orderedIdsSchema = { type: 'array', items: int } as const;

export interface FieldError {
  field: string;
  message: string;
}

/** A write that stored what it answers. */
export function saved<T extends Record<string, unknown>>(answer: T) {
  return { isSuccess: true, errors: [] as string[], fieldErrors: [] as FieldError[], ...answer };
}

/** A write refused by a rule of the spec: nothing was stored. */
export function rejected(fieldErrors: FieldError[]) {
  return { isSuccess: false, errors: fieldErrors.map((error) => error.message), fieldErrors };
}

/** Params and bodies. */
export const storeIdParams = {
  type: 'object',
  required: ['storeId'],
  properties: { storeId: id },
} as const;

export const nullableId = { type: ['integer', 'null'], minimum: 1 } as const;

export const direction = { type: 'string', enum: ['Before', 'After'] } as const;

/** `{ <parent>, items: [{ <item id>, sequenceId }] }` of every UpdateSequence. */
export function sequenceBody(parent: string, itemId: string) {
  return {
    type: 'object',
    required: [parent, 'items'],
    properties: {
      [parent]: id,
      items: {
        type: 'array',
        items: {
          type: 'object',
          required: [itemId, 'sequenceId'],
          properties: { [itemId]: id, sequenceId: { type: 'integer', minimum: 0 } },
        },
      },
    },
  } as const;
}

/** The fixed lists, plus '' so that an empty choice reaches the spec's "is required" message. */
export const containerColor = {
  type: 'string',
  enum: ['', ...CONTAINER_COLORS.map((c) => c.value)],
} as const;
export const containerIcon = { type: 'string', enum: ['', ...CONTAINER_ICONS.map((c) => c.value)] } as const;
