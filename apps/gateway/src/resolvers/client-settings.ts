import { CUSTOM_FIELD_MESSAGES } from '@fulfil/domain';
import type {
  RestCreditDefinition,
  RestCreditDefinitionResult,
  RestCustomField,
  RestCustomFieldResult,
  RestHelpItem,
} from '@fulfil/fulfilment-client';
import type { GatewayContext } from '../context.js';
import { conflictWithCurrent, userErrors } from '../errors.js';
import type { CreditDefinitionInput, Resolvers } from '../generated/resolvers-types.js';
import { publishClientEvent } from '../live/client-events.js';

/** A custom field row in the GraphQL shape, for error extensions, which no field resolver reaches. */
export const customFieldShape = ({ customFieldId, clientId, ...fields }: RestCustomField) => ({
  __typename: 'CustomField',
  id: String(customFieldId),
  clientId: String(clientId),
  ...fields,
});

/** Runs a custom field write and publishes the stored row; refusals come back as user errors. */
async function saveCustomField(
  context: GatewayContext,
  write: () => Promise<RestCustomFieldResult>,
  fallback: string,
) {
  const result = await write().catch((error: unknown) => {
    throw conflictWithCurrent(error, customFieldShape);
  });
  const customField = result.ok ? result.customField : undefined;
  if (!customField) return { customField: null, errors: userErrors(result, fallback) };
  await publishCustomFieldChanged(context, customField);
  return { customField, errors: [] };
}

/** Announces a stored custom field to the subscribers of its client. */
export const publishCustomFieldChanged = (context: GatewayContext, customField: RestCustomField) =>
  publishClientEvent(context, 'CustomFieldChanged', customField.clientId, { customField });

/** Announces a deleted custom field to the subscribers of its client. */
export const publishCustomFieldDeleted = (context: GatewayContext, clientId: number, customFieldId: number) =>
  publishClientEvent(context, 'CustomFieldDeleted', clientId, { customFieldId });

const names = (items: readonly { name: string }[]) => items.map((item) => item.name);
const named = (values: readonly string[]) => values.map((name) => ({ name }));

/** How CreditDefinition reads its fields from the REST row. */
const creditDefinitionFields = {
  id: (row: RestCreditDefinition) => String(row.customerCreditDefinitionId),
  clientId: (row: RestCreditDefinition) => String(row.clientId),
  sourceKey: (row: RestCreditDefinition) => row.creditDefinitionSourceKey,
  notificationTemplate: (row: RestCreditDefinition) => row.customerNotificationTemplate,
  departments: (row: RestCreditDefinition) => names(row.customerCreditDepartments),
  multipliers: (row: RestCreditDefinition) => names(row.customerCreditMultipliers),
  permissions: (row: RestCreditDefinition) => names(row.customerCreditPermissions),
};

/** A credit definition in the GraphQL shape, for error extensions, which no field resolver reaches. */
export const creditDefinitionShape = (row: RestCreditDefinition) => ({
  __typename: 'CreditDefinition',
  name: row.name,
  version: row.version,
  updatedAt: row.updatedAt,
  updatedBy: row.updatedBy,
  ...Object.fromEntries(Object.entries(creditDefinitionFields).map(([field, read]) => [field, read(row)])),
});

/** The REST body of a definition written through GraphQL. */
const creditDefinitionBody = (clientId: string, input: CreditDefinitionInput) => ({
  clientId: Number(clientId),
  name: input.name,
  creditDefinitionSourceKey: input.sourceKey ?? '',
  customerNotificationTemplate: input.notificationTemplate ?? '',
  customerCreditDepartments: named(input.departments),
  customerCreditMultipliers: named(input.multipliers),
  customerCreditPermissions: named(input.permissions),
});

/** Runs a credit definition write and publishes the stored row; refusals come back as user errors. */
async function saveCreditDefinition(
  context: GatewayContext,
  write: () => Promise<RestCreditDefinitionResult>,
) {
  const result = await write().catch((error: unknown) => {
    throw conflictWithCurrent(error, creditDefinitionShape);
  });
  const creditDefinition = result.isSuccess ? result.customerCreditDefinition : undefined;
  if (!creditDefinition) return { creditDefinition: null, errors: userErrors(result) };
  await publishCreditDefinitionChanged(context, creditDefinition);
  return { creditDefinition, errors: [] };
}

/** Announces a stored definition to its client's managers. */
export const publishCreditDefinitionChanged = (
  context: GatewayContext,
  creditDefinition: RestCreditDefinition,
) => publishClientEvent(context, 'CreditDefinitionChanged', creditDefinition.clientId, { creditDefinition });

/** Announces a deleted definition to its client's managers. */
export const publishCreditDefinitionDeleted = (
  context: GatewayContext,
  clientId: number,
  creditDefinitionId: number,
) => publishClientEvent(context, 'CreditDefinitionDeleted', clientId, { creditDefinitionId });

/** A help item in the GraphQL shape, for error extensions, which no field resolver reaches. */
export const helpItemShape = ({ productId, clientId, ...fields }: RestHelpItem) => ({
  __typename: 'HelpItem',
  id: String(productId),
  clientId: String(clientId),
  ...fields,
});

/** Announces a stored help item to its client's managers. */
export const publishHelpItemChanged = (context: GatewayContext, helpItem: RestHelpItem) =>
  publishClientEvent(context, 'HelpItemChanged', helpItem.clientId, { helpItem });

export const clientSettingsResolvers: Resolvers = {
  Query: {
    customFields: async (_parent, { clientId }, { api }) =>
      (await api.customFields(Number(clientId))).customFields,
    // The contract names the client by the selection header, so the call selects the asked client.
    creditDefinitions: (_parent, { clientId }, { api, token }) =>
      api.withSession({ token, clientId: Number(clientId) }).creditDefinitions(),
    helpItems: (_parent, { clientId }, { api }) => api.helpItems(Number(clientId)),
  },
  Mutation: {
    createCustomField: (_parent, { clientId, input }, context) =>
      saveCustomField(
        context,
        () =>
          context.api.createCustomField({
            clientId: Number(clientId),
            name: input.name,
            sourceKey: input.sourceKey,
            description: input.description ?? '',
            dataType: input.dataType,
            assignment: input.assignment ?? null,
          }),
        CUSTOM_FIELD_MESSAGES.createRefused,
      ),
    updateCustomField: (_parent, { id, clientId, version, input }, context) =>
      saveCustomField(
        context,
        () =>
          context.api.updateCustomField({
            customFieldId: Number(id),
            clientId: Number(clientId),
            version,
            name: input.name,
            description: input.description ?? '',
            dataType: input.dataType,
            assignment: input.assignment ?? null,
          }),
        CUSTOM_FIELD_MESSAGES.updateFailed,
      ),
    deleteCustomField: async (_parent, { id, clientId, sourceKey }, context) => {
      const customFieldId = Number(id);
      const result = await context.api.deleteCustomField({
        customFieldId,
        clientId: Number(clientId),
        sourceKey,
      });
      if (!result.ok)
        return { deletedId: null, errors: userErrors(result, CUSTOM_FIELD_MESSAGES.deleteFailed) };
      await publishCustomFieldDeleted(context, Number(clientId), customFieldId);
      return { deletedId: customFieldId, errors: [] };
    },
    createCreditDefinition: (_parent, { clientId, input }, context) =>
      saveCreditDefinition(context, () =>
        context.api.createCreditDefinition(creditDefinitionBody(clientId, input)),
      ),
    updateCreditDefinition: (_parent, { id, clientId, version, input }, context) =>
      saveCreditDefinition(context, () =>
        context.api.updateCreditDefinition({
          ...creditDefinitionBody(clientId, input),
          customerCreditDefinitionId: Number(id),
          version,
        }),
      ),
    deleteCreditDefinition: async (_parent, { id, clientId }, context) => {
      const customerCreditDefinitionId = Number(id);
      const result = await context.api.deleteCreditDefinition({
        customerCreditDefinitionId,
        clientId: Number(clientId),
      });
      if (!result.isSuccess) return { deletedId: null, errors: userErrors(result) };
      await publishCreditDefinitionDeleted(context, Number(clientId), customerCreditDefinitionId);
      return { deletedId: customerCreditDefinitionId, errors: [] };
    },
    saveHelpItem: async (_parent, { clientId, id, version, input }, context) => {
      const result = await context.api
        .updateHelp({
          clientId: Number(clientId),
          ...(id ? { productId: Number(id) } : {}),
          helpItem: { ...input, ...(version ? { version } : {}) },
        })
        .catch((error: unknown) => {
          throw conflictWithCurrent(error, helpItemShape);
        });
      const helpItem = result.isSuccess ? result.helpItem : undefined;
      if (!helpItem) return { helpItem: null, errors: userErrors(result) };
      await publishHelpItemChanged(context, helpItem);
      return { helpItem, errors: [] };
    },
  },
  CreditDefinition: creditDefinitionFields,
  HelpItem: {
    id: (item) => item.productId,
  },
  HelpItemChanged: { eventId: (event) => event.id, helpItem: (event) => event.payload.helpItem },
  CreditDefinitionChanged: {
    eventId: (event) => event.id,
    creditDefinition: (event) => event.payload.creditDefinition,
  },
  CreditDefinitionDeleted: {
    eventId: (event) => event.id,
    creditDefinitionId: (event) => event.payload.creditDefinitionId,
  },
  CustomField: {
    id: (field) => field.customFieldId,
  },
  CustomFieldChanged: { eventId: (event) => event.id, customField: (event) => event.payload.customField },
  CustomFieldDeleted: { eventId: (event) => event.id, customFieldId: (event) => event.payload.customFieldId },
};
