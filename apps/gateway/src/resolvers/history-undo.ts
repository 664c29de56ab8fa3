import { isLayoutUndoable, type LayoutUndoableEntityType, type RowUndoableEntityType } from '@fulfil/domain';
import {
  contract,
  UpstreamError,
  type RestAppAttribute,
  type RestAssignmentRule,
  type RestAssignmentRuleResult,
  type RestClient,
  type RestCreditDefinitionResult,
  type RestCustomField,
  type RestCustomOrderTypeResult,
  type RestDeliveryProviderResult,
  type RestHelpItemResult,
  type RestIntegrationResult,
  type RestLeadTimeRuleResult,
  type RestMessageFilter,
  type RestOrderedOutcome,
  type RestPrivateInfoSetting,
  type RestStore,
  type RestStoreAttribute,
  type RestUndoHistoryResult,
} from '@fulfil/fulfilment-client';
import type { GatewayContext } from '../context.js';
import { conflictWithCurrent } from '../errors.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { publishStoreEvent } from '../live/store-events.js';
import {
  foodSafetyTypeShape,
  itemCategoryShape,
  sectionShape,
  shelfShape,
  stagingSectionShape,
  stagingShelfShape,
  storeZoneShape,
} from './layout/fields.js';
import {
  publishFoodSafetyTypeReadBack,
  publishItemCategoryReadBack,
  publishSectionReadBack,
  publishShelvesChanged,
  publishStagingShelvesChanged,
  publishZoneReadBack,
} from './layout/placement.js';
import { nameTheChanger } from './layout/write.js';
import {
  appAttributeShape,
  publishAppAttributeChanged,
  publishAppAttributeDeleted,
} from './app-attributes.js';
import {
  assignmentRuleShape,
  publishAssignmentRuleChanged,
  publishAssignmentRuleDeleted,
} from './assignment-rules.js';
import { clientShape, publishClientUpdated } from './clients.js';
import {
  creditDefinitionShape,
  customFieldShape,
  helpItemShape,
  publishCreditDefinitionChanged,
  publishCreditDefinitionDeleted,
  publishCustomFieldChanged,
  publishCustomFieldDeleted,
  publishHelpItemChanged,
} from './client-settings.js';
import { integrationShape, publishIntegrationChanged } from './integrations.js';
import {
  customOrderTypeShape,
  publishCustomOrderTypeChanged,
  publishCustomOrderTypeDeleted,
} from './custom-order-types.js';
import {
  leadTimeRuleShape,
  publishLeadTimeRuleChanged,
  publishLeadTimeRuleDeleted,
} from './lead-time-rules.js';
import {
  messageFilterShape,
  publishMessageFilterChanged,
  publishMessageFilterDeleted,
} from './message-filters.js';
import { privateInfoSettingShape, publishPrivateInfoSettingsChanged } from './private-info.js';
import {
  announceDelivery,
  providerShape,
  publishStoreAttributeChanged,
  publishStoreAttributeDeleted,
  storeAttributeShape,
} from './store-settings.js';
import { publishStoreChanged, storeShape } from './stores.js';
import { saved as publishUserSaved, userShape } from './users.js';

type Shape = (row: never) => unknown;
type UndoneEntry = RestUndoHistoryResult['entry'];

/**
 * The kinds outside the store layout: the GraphQL form of the row (a CONFLICT's `current`), the
 * events their own update or move publishes with what it answered (the API passes that answer on
 * as `stored`), and those their delete publishes, for an undone creation.
 */
interface RowKind {
  shape: Shape;
  changed: (context: GatewayContext, stored: never, entry: UndoneEntry) => Promise<unknown>;
  deleted?: (
    context: GatewayContext,
    entry: UndoneEntry,
    rowId: number,
    undone: RestUndoHistoryResult,
  ) => Promise<unknown>;
}

const ROWS: Record<RowUndoableEntityType, RowKind> = {
  AppAttribute: {
    shape: appAttributeShape,
    changed: (context, { appAttribute }: { appAttribute: RestAppAttribute }) =>
      publishAppAttributeChanged(context, appAttribute),
    deleted: (context, entry, rowId) => publishAppAttributeDeleted(context, entry.clientId!, rowId),
  },
  AssignmentRule: {
    shape: assignmentRuleShape,
    changed: (context, { assignmentRule, orderedIds, listVersion }: RestAssignmentRuleResult) =>
      publishAssignmentRuleChanged(context, {
        assignmentRule: assignmentRule!,
        orderedIds: orderedIds!,
        listVersion: listVersion!,
      }),
    // The API answers the rule as it was, with the list's order and version after its deletion.
    deleted: (context, _entry, _rowId, { stored, orderedIds, listVersion }) =>
      publishAssignmentRuleDeleted(context, {
        assignmentRule: (stored as { assignmentRule: RestAssignmentRule }).assignmentRule,
        orderedIds: orderedIds!,
        listVersion: listVersion!,
      }),
  },
  Client: {
    shape: clientShape,
    changed: (context, client: RestClient) => publishClientUpdated(context, client),
  },
  CreditDefinition: {
    shape: creditDefinitionShape,
    changed: (context, { customerCreditDefinition }: RestCreditDefinitionResult) =>
      publishCreditDefinitionChanged(context, customerCreditDefinition!),
    deleted: (context, entry, rowId) => publishCreditDefinitionDeleted(context, entry.clientId!, rowId),
  },
  CustomField: {
    shape: customFieldShape,
    changed: (context, { customField }: { customField: RestCustomField }) =>
      publishCustomFieldChanged(context, customField),
    deleted: (context, entry, rowId) => publishCustomFieldDeleted(context, entry.clientId!, rowId),
  },
  CustomOrderType: {
    shape: customOrderTypeShape,
    changed: (context, { orderSubType }: RestCustomOrderTypeResult) =>
      publishCustomOrderTypeChanged(context, orderSubType!),
    deleted: (context, entry, rowId) =>
      publishCustomOrderTypeDeleted(context, {
        orderSubTypeId: rowId,
        clientId: entry.clientId!,
        storeId: entry.storeId,
      }),
  },
  HelpItem: {
    shape: helpItemShape,
    changed: (context, { helpItem }: RestHelpItemResult) => publishHelpItemChanged(context, helpItem!),
  },
  Integration: {
    shape: integrationShape,
    changed: (context, { integration }: RestIntegrationResult) =>
      publishIntegrationChanged(context, integration!),
  },
  LeadTimeRule: {
    shape: leadTimeRuleShape,
    // A rule moved back is announced as a reorder of its list is, by the list's order and version.
    changed: (
      context,
      { rule, orderedIds, listVersion }: RestLeadTimeRuleResult & Partial<RestOrderedOutcome>,
      entry,
    ) =>
      entry.action === 'moved'
        ? publishStoreEvent(context, 'LeadTimeRulesReordered', entry.storeId!, {
            orderedIds: orderedIds!,
            listVersion: listVersion!,
          })
        : publishLeadTimeRuleChanged(context, rule!),
    deleted: (context, entry, rowId) => publishLeadTimeRuleDeleted(context, entry.storeId!, rowId),
  },
  MessageFilter: {
    shape: messageFilterShape,
    changed: (context, { messageFilter }: { messageFilter: RestMessageFilter }) =>
      publishMessageFilterChanged(context, messageFilter),
    deleted: (context, entry, rowId) => publishMessageFilterDeleted(context, entry.clientId!, rowId),
  },
  PrivateInfoSetting: {
    shape: privateInfoSettingShape,
    changed: (
      context,
      { privateInformationSettings }: { privateInformationSettings: RestPrivateInfoSetting[] },
      entry,
    ) => publishPrivateInfoSettingsChanged(context, entry.clientId!, privateInformationSettings),
  },
  StoreDeliveryProvider: {
    shape: providerShape,
    // The settings travel with the store's delivery flag, read afresh as a save announces them.
    changed: (context, { storeDeliveryProvider }: RestDeliveryProviderResult) =>
      announceDelivery(context, storeDeliveryProvider!.storeId),
  },
  StoreAttribute: {
    shape: storeAttributeShape,
    changed: (context, { storeAttribute }: { storeAttribute: RestStoreAttribute }) =>
      publishStoreAttributeChanged(context, storeAttribute),
    deleted: (context, entry, rowId) => publishStoreAttributeDeleted(context, entry.storeId!, rowId),
  },
  Store: { shape: storeShape, changed: (context, store: RestStore) => publishStoreChanged(context, store) },
  User: { shape: userShape, changed: publishUserSaved },
};

/** The GraphQL form of each of the layout's kinds, for the `current` of a CONFLICT. */
const LAYOUT_SHAPES: Record<LayoutUndoableEntityType, Shape> = {
  FoodSafetyType: foodSafetyTypeShape,
  ItemCategory: itemCategoryShape,
  Section: sectionShape,
  Shelf: shelfShape,
  StagingSection: stagingSectionShape,
  StagingShelf: stagingShelfShape,
  Zone: storeZoneShape,
};

/** The GraphQL form of a kind of row an undo changes, or none for a kind the API named but no undo changes. */
function shapeOf(entityType: string): Shape {
  if (isLayoutUndoable(entityType)) return LAYOUT_SHAPES[entityType];
  const rows: Partial<Record<string, RowKind>> = ROWS;
  return rows[entityType]?.shape ?? (() => null);
}

/** A 409 becomes the CONFLICT a stale edit of that row gives, naming who changed it. */
async function asConflict(context: GatewayContext, error: unknown): Promise<unknown> {
  if (!(error instanceof UpstreamError)) return error;
  const shape = shapeOf(error.details.entityType ?? '');
  return nameTheChanger(context, conflictWithCurrent(error, shape));
}

/**
 * Announces what the undo changed with the events the ordinary write of that row publishes, so
 * that every screen showing the row follows: a row set back or moved back, or a created row deleted.
 */
async function publishUndone(context: GatewayContext, undone: RestUndoHistoryResult): Promise<void> {
  const { entry, stored } = undone;
  const rows: Partial<Record<string, RowKind>> = ROWS;
  const kind = rows[entry.entityType];
  if (!kind) return publishLayoutUndone(context, undone);
  if (entry.action !== 'deleted') await kind.changed(context, stored as never, entry);
  else await kind.deleted?.(context, entry, Number(entry.entityId), undone);
}

/** What the layout's ordinary writes publish, by kind and by what the undo did. */
function publishLayoutUndone(context: GatewayContext, undone: RestUndoHistoryResult): Promise<void> {
  const { entry, parentId, orderedIds, listVersion } = undone;
  const rowId = Number(entry.entityId);
  const storeId = entry.storeId!;
  const deleted = entry.action === 'deleted';
  switch (entry.entityType as LayoutUndoableEntityType) {
    case 'FoodSafetyType':
      if (deleted)
        return publishStoreEvent(context, 'FoodSafetyTypeDeleted', storeId, { foodSafetyTypeId: rowId });
      return publishFoodSafetyTypeReadBack(context, rowId, storeId);
    case 'ItemCategory':
      if (deleted)
        return publishStoreEvent(context, 'ItemCategoryDeleted', storeId, { itemCategoryId: rowId });
      if (entry.action === 'moved')
        return publishStoreEvent(context, 'ItemCategoriesReordered', storeId, {
          orderedIds: orderedIds!,
          listVersion: listVersion!,
        });
      return publishItemCategoryReadBack(context, rowId, storeId);
    case 'Section':
      if (deleted) return publishStoreEvent(context, 'SectionDeleted', storeId, { sectionId: rowId });
      if (entry.action === 'moved') {
        const { after } = entry.changes.position as { after: number };
        return publishStoreEvent(context, 'SectionsMoved', storeId, {
          sectionId: rowId,
          position: after,
          listVersion: listVersion!,
        });
      }
      return publishSectionReadBack(context, rowId, 'SectionChanged');
    case 'Shelf':
      return publishShelvesChanged(context, parentId!);
    case 'StagingSection':
      if (deleted)
        return publishStoreEvent(context, 'StagingSectionDeleted', storeId, { stagingSectionId: rowId });
      if (entry.action === 'moved')
        return publishStoreEvent(context, 'StagingSectionsReordered', storeId, {
          orderedIds: orderedIds!,
          listVersion: listVersion!,
        });
      return publishStagingShelvesChanged(context, rowId, storeId);
    case 'StagingShelf':
      return publishStagingShelvesChanged(context, parentId!, storeId);
    case 'Zone':
      if (deleted) return publishStoreEvent(context, 'ZoneDeleted', storeId, { zoneId: rowId });
      return publishZoneReadBack(context, rowId, storeId);
    default:
      return Promise.resolve();
  }
}

export const historyUndoResolvers: Resolvers = {
  Mutation: {
    undoHistoryEntry: async (_parent, { historyId }, context) => {
      const undone = await context.api
        .call(contract.UndoHistoryEntry, { params: { historyId } })
        .catch(async (error: unknown) => {
          throw await asConflict(context, error);
        });
      await publishUndone(context, undone);
      return undone.entry;
    },
  },
};
