/** JSON schemas shared by the route files: validation at the door and fast serialisation out. */

const nullableString = { type: ['string', 'null'] } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;

export const id = { type: 'integer', minimum: 1 } as const;

/** The optimistic-concurrency columns every editable row ends with. */
export const versionStamp = {
  version: { type: 'integer' },
  updatedAt: dateTime,
  updatedBy: { type: 'string' },
} as const;

/** Params of a route with one integer id, named as the path names it. */
export function idParams(name: string) {
  return { type: 'object', required: [name], properties: { [name]: id } } as const;
}

export const clientSchema = {
  type: 'object',
  required: ['clientId', 'name', 'curbsideOnly', 'version'],
  properties: {
    clientId: { type: 'integer' },
    name: { type: 'string' },
    posMode: nullableInteger,
    persistMode: nullableInteger,
    curbsideOnly: { type: 'boolean' },
    version: { type: 'integer' },
    updatedAt: dateTime,
    updatedBy: { type: 'string' },
  },
} as const;

export const storeSchema = {
  type: 'object',
  required: ['storeId', 'clientId', 'name', 'storeTypeId', 'version'],
  properties: {
    storeId: { type: 'integer' },
    clientId: { type: 'integer' },
    name: { type: 'string' },
    storeTypeId: { type: 'integer' },
    parentStoreId: nullableInteger,
    storeSourceKey: nullableString,
    location: nullableString,
    stateProvince: nullableString,
    timeZoneName: nullableString,
    storeDeliveryProviderId: nullableInteger,
    storeDeliveryProviderEnabled: { type: 'boolean' },
    version: { type: 'integer' },
    updatedAt: dateTime,
    updatedBy: { type: 'string' },
  },
} as const;

/** A store as listed on a user: just enough to choose it. */
export const storeSummarySchema = {
  type: 'object',
  required: ['clientId', 'storeId', 'name'],
  properties: { clientId: { type: 'integer' }, storeId: { type: 'integer' }, name: { type: 'string' } },
} as const;

/** The spec's answer for calls whose expected failures are data. */
export const resultSchema = {
  type: 'object',
  required: ['isSuccess', 'errors'],
  properties: {
    isSuccess: { type: 'boolean' },
    errors: {
      type: 'array',
      items: { type: 'object', required: ['errorMessage'], properties: { errorMessage: { type: 'string' } } },
    },
  },
} as const;

/** An answer holding one list of rows under `key`. */
export const listAnswer = (key: string, row: object) =>
  ({ type: 'object', required: [key], properties: { [key]: { type: 'array', items: row } } }) as const;

/** The result answer of a write that also carries what it wrote. */
export const resultWith = <P extends Record<string, unknown>>(properties: P) =>
  ({ ...resultSchema, properties: { ...resultSchema.properties, ...properties } }) as const;

export const succeeded = { isSuccess: true, errors: [] as { errorMessage: string }[] };

export const refused = (errorMessage: string) => ({ isSuccess: false, errors: [{ errorMessage }] });
