import {
  moveBack,
  moveInOrder,
  UNDO_MESSAGES,
  type PrivateInfoRole,
  type Role,
  type RowUndoableEntityType,
} from '@fulfil/domain';
import type { AuthOption, UpdateCreditDefinitionBody } from '@fulfil/rest-contract';
import type { Selectable } from 'kysely';
import type { Caller } from '../auth/scope.js';
import type { Db } from '../db/connect.js';
import type { Tables } from '../db/tables.js';
import { unprocessable } from './undo-checks.js';
import { findAppAttribute } from '../queries/app-attributes.js';
import { findAssignmentRule } from '../queries/assignment-rules.js';
import { findClient } from '../queries/clients.js';
import { findCreditDefinition } from '../queries/credit-definitions.js';
import { findCustomField } from '../queries/custom-fields.js';
import { findOrderSubType } from '../queries/custom-order-types.js';
import { findHelpItem } from '../queries/help-items.js';
import { oneIntegration } from '../queries/integrations.js';
import { findMessageFilter } from '../queries/message-filters.js';
import { asSetting, findPrivateInfoSetting, PRIVATE_INFO_COLUMNS } from '../queries/private-info.js';
import { findDeliveryProvider } from '../queries/store-delivery.js';
import { findStoreAttribute } from '../queries/store-attributes.js';
import { findStore } from '../queries/stores.js';
import { addAppAttribute, changeAppAttribute, removeAppAttribute } from '../routes/app-attribute.js';
import { changeAssignmentRule, moveAssignmentRule, removeAssignmentRule } from '../routes/autoassignment.js';
import { changeClient } from '../routes/client.js';
import {
  addCreditDefinition,
  changeCreditDefinition,
  removeCreditDefinition,
} from '../routes/credit-definition.js';
import { addCustomField, changeCustomField, removeCustomField } from '../routes/custom-field.js';
import { changeCustomOrderType, removeCustomOrderType } from '../routes/custom-order-type.js';
import { saveHelpItem } from '../routes/help.js';
import { changeIntegration } from '../routes/integration.js';
import {
  changeLeadTimeRule,
  loadLeadTimeRule,
  moveLeadTimeRule,
  removeLeadTimeRule,
} from '../routes/leadtime.js';
import { addMessageFilter, changeMessageFilter, removeMessageFilter } from '../routes/messagefilter.js';
import { savePrivateInfo } from '../routes/privateinformation.js';
import { addStoreAttribute, changeStoreAttribute, removeStoreAttribute } from '../routes/store-attribute.js';
import { changeDeliveryProvider } from '../routes/store-delivery.js';
import { changeStore } from '../routes/store.js';
import { changeUser, userAnswer } from '../routes/user-edit.js';

/**
 * How an undo sets back a row of a kind outside the store layout: through the very update (and,
 * for a creation, delete) its own route runs, so that the tenant check, the role rules, the
 * version, the domain checks and what the write changes with the row are the route's.
 */
export interface RowUndo<Row = Record<string, unknown>> {
  table: keyof Tables;
  /** The key column, or columns in the order the history joins them with '/'. */
  id: string | readonly string[];
  /** The columns the update route sets from its body: an entry naming any other is not undone here. */
  fields: readonly string[];
  /** Columns the update route derives from those fields, set back with them. */
  derived?: readonly string[];
  /** The row as its routes answer it (the `current` of a conflict). */
  load: (db: Db, caller: Caller, row: Row) => Promise<{ updatedBy: string } | undefined>;
  /** The update route's write of the stored row with its fields set back, over its version. */
  update: (db: Db, caller: Caller, row: Row) => Promise<unknown>;
  /** The delete route's, for an undo of a creation. */
  remove?: (db: Db, caller: Caller, row: Row) => Promise<unknown>;
  /** The move route's, putting the row back at `position` (1 for the first), for an undo of a move. */
  move?: (db: Db, caller: Caller, row: Row, position: number) => Promise<unknown>;
  /** The create route's, for an undo of a deletion: the row again, under its id, from the values it had. */
  recreate?: (db: Db, caller: Caller, row: Row, rowId: number) => Promise<unknown>;
}

type Table<Name extends keyof Tables> = Selectable<Tables[Name]>;

/** The rules of one kind, its rows typed by its table. */
const rowsOf = <Name extends keyof Tables>(
  table: Name,
  rules: Omit<RowUndo<Table<Name>>, 'table'>,
): RowUndo => ({ table, ...rules }) as unknown as RowUndo;

/** Where a move puts a row back at `position` in its list as it stands; refused when it is there already. */
const placeBack = (rowId: number, position: number) => (ids: readonly number[]) => {
  const back = moveBack(ids, rowId, position);
  if (!back) throw unprocessable(UNDO_MESSAGES.alreadyThere);
  return back;
};

/** The undoable kinds outside the store layout (the domain's UNDOABLE_KINDS), with their routes' writes. */
export const UNDOABLE_ROWS: Record<RowUndoableEntityType, RowUndo> = {
  AppAttribute: rowsOf('appAttributes', {
    id: 'appAttributeId',
    fields: ['name', 'value'],
    load: (db, _caller, row) => findAppAttribute(db, row.clientId, row.appAttributeId),
    update: (db, caller, row) => changeAppAttribute(db, caller, row),
    remove: (db, caller, row) => removeAppAttribute(db, caller, row),
    recreate: (db, caller, row, rowId) => addAppAttribute(db, caller, row, rowId),
  }),
  AssignmentRule: rowsOf('assignmentRules', {
    id: 'assignmentRuleId',
    fields: ['type', 'key', 'value'],
    load: (db, _caller, row) => findAssignmentRule(db, row.assignmentRuleId),
    update: (db, caller, { assignmentRuleId, version, type, key, value }) =>
      changeAssignmentRule(db, caller, { assignmentRuleId, version, type, key, value }),
    // The deleted rule travels with the list's new order, as the delete mutation announces it.
    remove: async (db, caller, { assignmentRuleId }) => {
      const assignmentRule = await findAssignmentRule(db, assignmentRuleId);
      return { ...(await removeAssignmentRule(db, caller, assignmentRuleId)), assignmentRule };
    },
    move: (db, caller, { assignmentRuleId }, position) =>
      moveAssignmentRule(db, caller, assignmentRuleId, (ids) => {
        const back = placeBack(assignmentRuleId, position)(ids);
        return moveInOrder(ids, assignmentRuleId, back.direction, back.targetId);
      }),
  }),
  Client: rowsOf('clients', {
    id: 'clientId',
    fields: ['name', 'posMode', 'persistMode', 'curbsideOnly'],
    load: (db, _caller, row) => findClient(db, row.clientId),
    update: (db, caller, row) => changeClient(db, caller, row),
  }),
  CreditDefinition: rowsOf('customerCreditDefinitions', {
    id: 'customerCreditDefinitionId',
    fields: [
      'name',
      'creditDefinitionSourceKey',
      'customerNotificationTemplate',
      'customerCreditDepartments',
      'customerCreditMultipliers',
      'customerCreditPermissions',
    ],
    load: (db, _caller, row) => findCreditDefinition(db, row.clientId, row.customerCreditDefinitionId),
    // The JSON list columns are read back as the lists the update takes.
    update: (db, caller, row) =>
      changeCreditDefinition(db, caller, row as unknown as UpdateCreditDefinitionBody),
    remove: (db, caller, row) => removeCreditDefinition(db, caller, row),
    recreate: (db, caller, row, rowId) =>
      addCreditDefinition(db, caller, row as unknown as UpdateCreditDefinitionBody, rowId),
  }),
  CustomField: rowsOf('customFields', {
    id: 'customFieldId',
    fields: ['name', 'description', 'dataType', 'assignment'],
    load: (db, _caller, row) => findCustomField(db, row.clientId, row.customFieldId),
    update: (db, caller, row) => changeCustomField(db, caller, row),
    remove: (db, caller, row) => removeCustomField(db, caller, row),
    recreate: (db, caller, row, rowId) => addCustomField(db, caller, row, rowId),
  }),
  CustomOrderType: rowsOf('orderSubTypes', {
    id: 'orderSubTypeId',
    // An icon's change is not undone here: the update keeps the stored icon when none is sent.
    fields: ['name', 'sourceKey'],
    load: (db, _caller, row) => findOrderSubType(db, row.orderSubTypeId),
    update: (db, caller, { orderSubTypeId, clientId, version, name, sourceKey }) =>
      changeCustomOrderType(db, caller, { orderSubTypeId, clientId, version, name, sourceKey }),
    remove: (db, caller, row) => removeCustomOrderType(db, caller, row.orderSubTypeId),
  }),
  HelpItem: rowsOf('helpItems', {
    id: 'productId',
    fields: ['upcList', 'helpHtml'],
    load: (db, _caller, row) => findHelpItem(db, row.clientId, row.productId),
    update: (db, caller, { clientId, productId, upcList, helpHtml, version }) =>
      saveHelpItem(db, caller, { clientId, productId, helpItem: { upcList, helpHTML: helpHtml, version } }),
  }),
  // The credentials are sent back as stored: an entry that names them is refused as a secret's.
  Integration: rowsOf('clientIntegrations', {
    id: 'integrationId',
    fields: ['name', 'providerId', 'status'],
    load: (db, _caller, row) => oneIntegration(db, row.integrationId),
    update: (db, caller, row) =>
      changeIntegration(db, caller, { ...row, authOptions: row.authOptions as AuthOption[] }),
  }),
  LeadTimeRule: rowsOf('leadTimeRules', {
    id: 'leadTimeRuleId',
    fields: [
      'name',
      'description',
      'minutesFromPromiseTime',
      'alertColor',
      'leadTimeRuleTypeId',
      'orderStatusId',
      'orderStatusConditionId',
      'orderTypeId',
      'customOrderTypeId',
      'customOrderTypeConditionId',
      'storeDeliveryPartnerStatus',
      'storeDeliveryPartnerStatusConditionId',
      'emailAddressTags',
      'smsRecipientTags',
      'itemCategoryTags',
      'upcTags',
      'skuTags',
      'sectionIdShelfIds',
      'smsMessage',
      'sendToAppNotify',
      'printOnLabel',
      'valueToPrint',
      'printZplLabel',
      'zplLabelTemplate',
      'printLabelQuantity',
      'orderCompletionPercent',
      'sendCustomerSms',
      'customCustomerSms',
      'textMessageTemplateId',
      'updateNewOrderStatus',
      'newOrderStatusId',
    ],
    load: (db, _caller, row) => loadLeadTimeRule(db, row.leadTimeRuleId),
    // The body spells the SMS columns as the spec does; the JSON columns are read back as lists.
    update: (db, caller, { sendCustomerSms, customCustomerSms, ...row }) =>
      changeLeadTimeRule(db, caller, {
        ...row,
        sendCustomerSMS: sendCustomerSms,
        customCustomerSMS: customCustomerSms,
        emailAddressTags: row.emailAddressTags as string[],
        smsRecipientTags: row.smsRecipientTags as string[],
        itemCategoryTags: row.itemCategoryTags as string[],
        upcTags: row.upcTags as string[],
        skuTags: row.skuTags as string[],
        sectionIdShelfIds: row.sectionIdShelfIds as { sectionId: number; shelfId: number | null }[],
      }),
    remove: (db, caller, row) => removeLeadTimeRule(db, caller, row.leadTimeRuleId),
    move: (db, caller, { leadTimeRuleId }, position) =>
      moveLeadTimeRule(db, caller, leadTimeRuleId, placeBack(leadTimeRuleId, position)),
  }),
  MessageFilter: rowsOf('messageFilters', {
    id: 'messageFilterId',
    fields: ['word'],
    load: (db, _caller, row) => findMessageFilter(db, row.clientId, row.messageFilterId),
    update: (db, caller, row) => changeMessageFilter(db, caller, row),
    remove: (db, caller, row) => removeMessageFilter(db, caller, row),
    recreate: (db, caller, row, rowId) => addMessageFilter(db, caller, row, rowId),
  }),
  // One role's settings, set back through the save of the set with that role alone.
  PrivateInfoSetting: rowsOf('privateInfoSettings', {
    id: ['clientId', 'role'],
    fields: PRIVATE_INFO_COLUMNS,
    load: (db, _caller, row) => findPrivateInfoSetting(db, row.clientId, row.role as PrivateInfoRole),
    update: (db, caller, row) =>
      savePrivateInfo(db, caller, {
        clientId: row.clientId,
        privateInformationSettings: [asSetting(row.role as PrivateInfoRole, row)],
      }),
  }),
  Store: rowsOf('stores', {
    id: 'storeId',
    fields: [
      'name',
      'storeTypeId',
      'storeSourceKey',
      'location',
      'stateProvince',
      'timeZoneName',
      'parentStoreId',
    ],
    load: (db, _caller, row) => findStore(db, row.storeId),
    update: (db, caller, row) => changeStore(db, caller, row),
  }),
  // As for integrations, the credentials are sent back as stored.
  StoreDeliveryProvider: rowsOf('storeDeliveryProviders', {
    id: 'storeDeliveryProviderId',
    fields: [
      'providerId',
      'providerEndpointUri',
      'notificationTypeId',
      'notificationMinutesBeforePromiseTime',
      'notificationEmail',
    ],
    load: (db, _caller, row) => findDeliveryProvider(db, row.storeId),
    update: (db, caller, row) => changeDeliveryProvider(db, caller, row),
  }),
  StoreAttribute: rowsOf('storeAttributes', {
    id: 'storeAttributeId',
    fields: ['name', 'value'],
    load: (db, _caller, row) => findStoreAttribute(db, row.storeId, row.storeAttributeId),
    update: (db, caller, row) => changeStoreAttribute(db, caller, row),
    remove: (db, caller, row) => removeStoreAttribute(db, caller, row),
    recreate: (db, caller, row, rowId) => addStoreAttribute(db, caller, row, rowId),
  }),
  User: rowsOf('users', {
    id: 'userId',
    fields: [
      'userName',
      'email',
      'firstName',
      'lastName',
      'phoneNumber',
      'clientId',
      'role',
      'receiveArrivalNotifications',
    ],
    // A role brings its claims, as an update of the role sets them.
    derived: ['claims'],
    load: (db, caller, row) => userAnswer(db, caller, row.userId),
    update: (db, caller, row) =>
      changeUser(db, caller, {
        id: row.userId,
        version: row.version,
        userName: row.userName,
        emailAddress: row.email,
        firstname: row.firstName,
        lastname: row.lastName,
        phoneNumber: row.phoneNumber,
        client: row.clientId ?? 0,
        // A role no longer known is refused by the update, as any other.
        role: row.role as Role,
        receiveArrivalNotifications: row.receiveArrivalNotifications,
      }),
  }),
};
