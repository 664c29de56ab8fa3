import { ROLES } from '@fulfil/domain';
import { USER_FIELDS } from '../queries/user-search.js';
import { id, resultWith, storeSummarySchema } from './schemas.js';

/** JSON schemas of the users routes (docs/rest-contract.md, People). */

const nullableString = { type: ['string', 'null'] } as const;

const userRecordProperties = {
  id: { type: 'integer' },
  userName: { type: 'string' },
  emailAddress: { type: 'string' },
  firstname: nullableString,
  lastname: nullableString,
  phoneNumber: nullableString,
  client: { type: 'integer' },
  clientName: nullableString,
  role: { type: 'string' },
  roleName: { type: 'string' },
  claims: { type: 'array', items: { type: 'string' } },
  clientIntegrationEnabled: { type: 'boolean' },
  receiveArrivalNotifications: { type: 'boolean' },
  version: { type: 'integer' },
  updatedAt: { type: 'string', format: 'date-time' },
  updatedBy: { type: 'string' },
} as const;

export const userRecordSchema = {
  type: 'object',
  properties: { ...userRecordProperties, stores: { type: 'array', items: storeSummarySchema } },
} as const;

const userListItemSchema = {
  type: 'object',
  properties: {
    ...userRecordProperties,
    zoneUsers: {
      type: 'array',
      items: { type: 'object', properties: { zoneId: { type: 'integer' }, name: { type: 'string' } } },
    },
  },
} as const;

export const userSearchAnswer = {
  type: 'object',
  required: ['data'],
  properties: { data: { type: 'array', items: userListItemSchema } },
} as const;

const userField = { type: 'string', enum: USER_FIELDS } as const;

export const userSearchBody = {
  type: 'object',
  required: ['pagingRequest'],
  properties: {
    pagingRequest: {
      type: 'object',
      required: ['skip', 'take'],
      properties: {
        skip: { type: 'integer', minimum: 0 },
        take: { type: 'integer', minimum: 1, maximum: 100 },
      },
    },
    filterRequest: {
      type: 'array',
      maxItems: 4,
      items: {
        type: 'object',
        required: ['field', 'operation', 'values'],
        properties: {
          field: userField,
          operation: { type: 'string', enum: ['Contains'] },
          values: { type: 'array', maxItems: 20, items: { type: 'string', maxLength: 200 } },
        },
      },
    },
    sortingRequest: {
      type: 'object',
      required: ['field', 'direction'],
      properties: { field: userField, direction: { type: 'string', enum: ['Ascending', 'Descending'] } },
    },
  },
} as const;

/** The editable fields of a user, as create and update send them. */
export const userFieldProperties = {
  userName: { type: 'string', maxLength: 256 },
  emailAddress: { type: 'string', maxLength: 256 },
  firstname: { type: ['string', 'null'], maxLength: 100 },
  lastname: { type: ['string', 'null'], maxLength: 100 },
  phoneNumber: { type: ['string', 'null'], maxLength: 50 },
  client: { type: 'integer', minimum: 0 },
  role: { type: 'string', enum: ROLES },
  receiveArrivalNotifications: { type: 'boolean' },
} as const;

export const USER_FIELDS_REQUIRED = ['userName', 'emailAddress', 'client', 'role'] as const;

export const storeRefs = {
  type: 'array',
  maxItems: 1000,
  items: { type: 'object', required: ['storeId'], properties: { storeId: id } },
} as const;

export const userResultSchema = resultWith({ user: userRecordSchema });

export const userStoresResultSchema = resultWith({ stores: { type: 'array', items: storeSummarySchema } });

export const storesAnswerSchema = {
  type: 'object',
  required: ['stores'],
  properties: { stores: { type: 'array', items: storeSummarySchema } },
} as const;
