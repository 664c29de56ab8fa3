/**
 * The store layout (docs/rest-contract.md, "Store layout"): food safety types, item categories,
 * merchandise sections and shelves, carry-out staging sections and shelves. Every one of these lists
 * has the same five calls (read by parent, create, update over `version`, delete, UpdateSequence),
 * written once in `layoutList`.
 */
import { CONTAINER_COLORS, CONTAINER_ICONS } from '@fulfil/domain';
import { Type, type Static, type TOptional, type TProperties, type TSchema, type TUnion } from 'typebox';
import {
  DateTime,
  Id,
  IdParams,
  ListAnswer,
  NullableId,
  NullableInteger,
  NullableString,
  route,
} from './common.js';

/** A nullable integer with limits, as one JSON type list (see NullableInteger). */
const nullableInteger = (limits: { minimum: number; maximum: number }) =>
  Type.Unsafe<number | null>({ type: ['integer', 'null'], ...limits });

/** A nullable string with a length limit, as one JSON type list (see NullableString). */
const nullableString = (limits: { maxLength: number }) =>
  Type.Unsafe<string | null>({ type: ['string', 'null'], ...limits });

/** The concurrency columns every layout row ends with; each read answers all three. */
export const layoutVersionStamp = { version: Type.Integer(), updatedAt: DateTime, updatedBy: Type.String() };

/** The version of an ordered list: every change of its order bumps it, and a reorder sends the one it was based on. */
export const ListVersion = Type.Integer({ minimum: 0 });

/** A list's row ids in their stored order. */
export const OrderedIds = Type.Array(Type.Integer());

export const Direction = Type.Unsafe<'Before' | 'After'>({ type: 'string', enum: ['Before', 'After'] });
export type Direction = Static<typeof Direction>;

export const LayoutFieldError = Type.Object({ field: Type.String(), message: Type.String() });
export type LayoutFieldError = Static<typeof LayoutFieldError>;

/**
 * The answer of every layout write: expected failures as data, the messages in `errors` and per
 * field in `fieldErrors`; nothing was written when `isSuccess` is false.
 */
export const LayoutResult = Type.Object({
  isSuccess: Type.Boolean(),
  errors: Type.Array(Type.String()),
  fieldErrors: Type.Array(LayoutFieldError),
});
export type LayoutResult = Static<typeof LayoutResult>;

/** A layout write's answer with what it wrote; wrap in Type.Optional what a refused write leaves out. */
export function LayoutResultWith<P extends TProperties>(properties: P) {
  return Type.Object({ ...LayoutResult.properties, ...properties });
}

/** A food safety type row; the API derives the background classes from the colour. */
export const FoodSafetyType = Type.Object({
  foodSafetyTypeId: Type.Integer(),
  storeId: Type.Integer(),
  name: Type.String(),
  containerColor: NullableString,
  containerIcon: NullableString,
  /** hh:mm:ss, or null when none. */
  maxLeadTime: NullableString,
  containerActiveBackgroundClass: Type.String(),
  containerInactiveBackgroundClass: Type.String(),
  containerFillBackgroundClass: Type.String(),
  ...layoutVersionStamp,
});
export type FoodSafetyType = Static<typeof FoodSafetyType>;

/** An item category row; preparedItemsMode 1 No, 2 Yes as designated by Item, 3 Yes Always. */
export const ItemCategoryType = Type.Object({
  itemCategoryTypeId: Type.Integer(),
  storeId: Type.Integer(),
  itemCategoryTypeSourceKey: Type.String(),
  sequenceId: Type.Integer(),
  foodSafetyTypeId: NullableInteger,
  foodSafetyTypeName: NullableString,
  preparedItemsMode: Type.Integer(),
  isAlcohol: Type.Boolean(),
  ...layoutVersionStamp,
});
export type ItemCategoryType = Static<typeof ItemCategoryType>;

/** A merchandise shelf row; mode 5 inherits, and prepOptionId is then the section's. */
export const Shelf = Type.Object({
  shelfId: Type.Integer(),
  sectionId: Type.Integer(),
  name: NullableString,
  sequenceId: Type.Integer(),
  foodSafetyTypeId: NullableInteger,
  preparedItemsMode: Type.Integer(),
  prepOptionId: NullableInteger,
  ...layoutVersionStamp,
});
export type Shelf = Static<typeof Shelf>;

/** A zone a section is linked to. */
export const SectionZone = Type.Object({ zoneId: Type.Integer(), zoneName: Type.String() });
export type SectionZone = Static<typeof SectionZone>;

/** A merchandise section's own columns and its zones. */
const sectionColumns = {
  sectionId: Type.Integer(),
  storeId: Type.Integer(),
  name: Type.String(),
  sectionSourceKey: Type.String(),
  sequenceId: Type.Integer(),
  foodSafetyTypeId: NullableInteger,
  foodSafetyTypeName: NullableString,
  preparedItemsMode: Type.Integer(),
  prepOptionId: NullableInteger,
  zoneSections: Type.Array(SectionZone),
};

/** A merchandise section row with its zones and its shelves in order. */
export const Section = Type.Object({ ...sectionColumns, shelves: Type.Array(Shelf), ...layoutVersionStamp });
export type Section = Static<typeof Section>;

/** A merchandise section row with its zones and how many shelves it has, for a list of sections. */
export const SectionSummary = Type.Object({
  ...sectionColumns,
  shelfCount: Type.Integer({ minimum: 0 }),
  ...layoutVersionStamp,
});
export type SectionSummary = Static<typeof SectionSummary>;

/** A carry-out staging shelf row. */
export const StagingShelf = Type.Object({
  shelfId: Type.Integer(),
  stagingSectionId: Type.Integer(),
  name: Type.String(),
  sequenceId: Type.Integer(),
  foodSafetyTypeId: NullableInteger,
  ...layoutVersionStamp,
});
export type StagingShelf = Static<typeof StagingShelf>;

/** A carry-out staging section row with its shelves in order. */
export const StagingSection = Type.Object({
  stagingSectionId: Type.Integer(),
  storeId: Type.Integer(),
  name: Type.String(),
  sequenceId: Type.Integer(),
  foodSafetyTypeId: NullableInteger,
  foodSafetyTypeName: NullableString,
  labelId: NullableString,
  shelves: Type.Array(StagingShelf),
  ...layoutVersionStamp,
});
export type StagingSection = Static<typeof StagingSection>;

/** What describes one layout list's calls. */
interface LayoutListSpec<
  Path extends string,
  ReadPath extends string,
  Parent extends string,
  RowId extends string,
  Key extends string,
  ReadKey extends string,
  Row extends TSchema,
  Fields extends TProperties,
> {
  /** Where rows are created and updated, and below which they are deleted and reordered, e.g. '/shelf'. */
  path: Path;
  /** Where the parent's rows are read, the parent's id as `:parentId`, e.g. '/shelf/BySectionNoCache/:parentId'. */
  readPath: ReadPath;
  /** The parent's id as bodies name it, e.g. 'storeId'. */
  parent: Parent;
  /** The row's id as bodies and UpdateSequence items name it, e.g. 'shelfId'. */
  id: RowId;
  /** The row's key in write answers, e.g. 'section'. */
  key: Key;
  /** The key of the list in the read's answer, e.g. 'sectionDetails'. */
  readKey: ReadKey;
  row: Row;
  /** The editable fields, all optional: the API answers a missing one with the spec's message. */
  fields: Fields;
}

/**
 * The five calls of a layout list: `read` (GET by parent, with the list's version), `create` (POST,
 * under the parent), `update` (PUT over `version`), `remove` (DELETE by id) and `sequence` (PUT
 * UpdateSequence: the whole list's order). Every call that changes the order answers its new version.
 */
export function layoutList<
  Path extends string,
  ReadPath extends string,
  Parent extends string,
  RowId extends string,
  Key extends string,
  ReadKey extends string,
  Row extends TSchema,
  Fields extends TProperties,
>(spec: LayoutListSpec<Path, ReadPath, Parent, RowId, Key, ReadKey, Row, Fields>) {
  const parentId = { [spec.parent]: Id } as Record<Parent, typeof Id>;
  const rowId = { [spec.id]: Id } as Record<RowId, typeof Id>;
  /** The row in a write's answer: absent when the write was refused. */
  const written = { [spec.key]: Type.Optional(spec.row) } as Record<Key, TOptional<Row>>;
  return {
    read: route('GET', spec.readPath, {
      params: IdParams('parentId'),
      response: {
        200: Type.Object({ ...ListAnswer(spec.readKey, spec.row).properties, listVersion: ListVersion }),
      },
    }),
    create: route('POST', spec.path, {
      body: Type.Object({ ...parentId, ...spec.fields }),
      response: { 200: LayoutResultWith({ ...written, listVersion: Type.Optional(ListVersion) }) },
    }),
    update: route('PUT', spec.path, {
      body: Type.Object({ ...rowId, version: Id, ...spec.fields }),
      response: { 200: LayoutResultWith(written) },
    }),
    remove: route('DELETE', `${spec.path}/:id`, {
      params: IdParams('id'),
      response: { 200: LayoutResultWith({ ...written, listVersion: ListVersion }) },
    }),
    sequence: route('PUT', `${spec.path}/UpdateSequence`, {
      body: Type.Object({
        ...parentId,
        listVersion: Type.Optional(ListVersion),
        items: Type.Array(Type.Object({ ...rowId, sequenceId: Type.Integer({ minimum: 0 }) })),
      }),
      response: { 200: LayoutResultWith({ orderedIds: OrderedIds, listVersion: ListVersion }) },
    }),
  };
}

/** The fixed lists, plus '' so that an empty choice reaches the spec's "is required" message. */
const choice = (values: readonly { value: string }[]) =>
  Type.Unsafe<string>({ type: 'string', enum: ['', ...values.map((c) => c.value)] });

const foodSafetyTypes = layoutList({
  path: '/foodsafetytype',
  readPath: '/foodsafetytype/store/:parentId',
  parent: 'storeId',
  id: 'foodSafetyTypeId',
  key: 'foodSafetyType',
  readKey: 'foodSafetyTypeObjects',
  row: FoodSafetyType,
  fields: {
    name: Type.Optional(Type.String({ maxLength: 200 })),
    containerColor: Type.Optional(choice(CONTAINER_COLORS)),
    containerIcon: Type.Optional(choice(CONTAINER_ICONS)),
    /** hh:mm:ss; empty or null for none. */
    maxLeadTime: Type.Optional(nullableString({ maxLength: 8 })),
  },
});

/** The store's food safety types. */
export const GetFoodSafetyTypes = foodSafetyTypes.read;
export const CreateFoodSafetyType = foodSafetyTypes.create;
export const UpdateFoodSafetyType = foodSafetyTypes.update;
export const DeleteFoodSafetyType = foodSafetyTypes.remove;
export const UpdateFoodSafetyTypeSequence = foodSafetyTypes.sequence;
export type CreateFoodSafetyTypeBody = Static<typeof CreateFoodSafetyType.body>;
export type UpdateFoodSafetyTypeBody = Static<typeof UpdateFoodSafetyType.body>;
export type CreateFoodSafetyTypeResult = Static<(typeof CreateFoodSafetyType.response)[200]>;
export type UpdateFoodSafetyTypeResult = Static<(typeof UpdateFoodSafetyType.response)[200]>;
export type DeleteFoodSafetyTypeResult = Static<(typeof DeleteFoodSafetyType.response)[200]>;

/** The answer of every UpdateSequence (of any list): the list's ids as stored, and its new version. */
export type SequenceResult = Static<(typeof UpdateFoodSafetyTypeSequence.response)[200]>;

const itemCategoryTypes = layoutList({
  path: '/itemcategorytype',
  readPath: '/itemcategorytype/store/:parentId',
  parent: 'storeId',
  id: 'itemCategoryTypeId',
  key: 'itemCategoryType',
  readKey: 'itemCategoryTypes',
  row: ItemCategoryType,
  fields: {
    itemCategoryTypeSourceKey: Type.Optional(Type.String({ maxLength: 200 })),
    foodSafetyTypeId: Type.Optional(NullableId),
    preparedItemsMode: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
    isAlcohol: Type.Optional(Type.Boolean()),
  },
});

/** The store's item categories. */
export const GetItemCategoryTypes = itemCategoryTypes.read;
export const CreateItemCategoryType = itemCategoryTypes.create;
export const UpdateItemCategoryType = itemCategoryTypes.update;
export const DeleteItemCategoryType = itemCategoryTypes.remove;
/** Item categories count from 0. */
export const UpdateItemCategoryTypeSequence = itemCategoryTypes.sequence;
export type CreateItemCategoryTypeBody = Static<typeof CreateItemCategoryType.body>;
export type UpdateItemCategoryTypeBody = Static<typeof UpdateItemCategoryType.body>;
export type CreateItemCategoryTypeResult = Static<(typeof CreateItemCategoryType.response)[200]>;
export type UpdateItemCategoryTypeResult = Static<(typeof UpdateItemCategoryType.response)[200]>;
export type DeleteItemCategoryTypeResult = Static<(typeof DeleteItemCategoryType.response)[200]>;

const sections = layoutList({
  path: '/section',
  readPath: '/section/detail/store/:parentId',
  parent: 'storeId',
  id: 'sectionId',
  key: 'section',
  readKey: 'sectionDetails',
  row: Section,
  fields: {
    /** Defaults to the code. */
    name: Type.Optional(Type.String({ maxLength: 200 })),
    sectionSourceKey: Type.Optional(Type.String({ maxLength: 100 })),
    foodSafetyTypeId: Type.Optional(NullableId),
    preparedItemsMode: Type.Optional(nullableInteger({ minimum: 1, maximum: 4 })),
    prepOptionId: Type.Optional(nullableInteger({ minimum: 1, maximum: 4 })),
  },
});

/** One section with its zones and shelves. */
export const GetSection = route('GET', '/section/:sectionId', {
  params: IdParams('sectionId'),
  response: { 200: Type.Object({ section: Section }) },
});
/** The store's sections with their zones and shelves. */
export const GetSections = sections.read;
/**
 * The store's sections with their zones and shelf counts, not their shelves: a list of sections
 * reads a fraction of the layout. Access and the list's version as GetSections.
 */
export const GetSectionSummaries = route('GET', '/section/summary/store/:parentId', {
  params: IdParams('parentId'),
  response: {
    200: Type.Object({
      ...ListAnswer('sectionSummaries', SectionSummary).properties,
      listVersion: ListVersion,
    }),
  },
});

/**
 * How long a projection's key may be, and how many entries one level of it may have: at most 40, as
 * json_build_object takes at most 100 arguments, a key and a value for each.
 */
export const PROJECTION_LIMITS = { keyLength: 128, entries: 40 } as const;

/** A GraphQL response key: the field's alias, or its name. */
const ProjectionKey = Type.String({
  pattern: '^[_A-Za-z][_0-9A-Za-z]*$',
  maxLength: PROJECTION_LIMITS.keyLength,
});

/** One level of a projection: its entries in the order the answer's objects keep their keys. */
const projectionLevel = <Entry extends TSchema>(entry: Entry) =>
  Type.Array(entry, { minItems: 1, maxItems: PROJECTION_LIMITS.entries });

/** An entry for a field with a plain value; it takes no projection of its own. */
const scalarEntry = <Field extends string>(fields: readonly [...Field[]]) =>
  Type.Object({ key: ProjectionKey, field: Type.Enum(fields), fields: Type.Optional(Type.Never()) });

/** An entry for a list field, which names its items' fields in its own projection. */
const listEntry = <Field extends string, Items extends TSchema>(field: Field, items: Items) =>
  Type.Object({ key: ProjectionKey, field: Type.Literal(field), fields: items });

/**
 * One of `entries`, told apart by `field`: a discriminated oneOf (the API's validator has
 * `discriminator` on), so a refusal names the one entry's problem, not every alternative's.
 */
function byField<Entries extends TSchema[]>(entries: [...Entries]) {
  return Type.Unsafe<Static<TUnion<Entries>>>({
    type: 'object',
    required: ['field'],
    discriminator: { propertyName: 'field' },
    oneOf: entries,
  });
}

/** The fields of a SectionZone a projection may ask for. */
export const SECTION_ZONE_PROJECTION_FIELDS = ['__typename', 'zoneId', 'zoneName'] as const;
/** The fields of a Shelf a projection may ask for. */
export const SHELF_PROJECTION_FIELDS = [
  '__typename',
  'id',
  'sectionId',
  'name',
  'sequenceId',
  'foodSafetyTypeId',
  'preparedItemsMode',
  'prepOptionId',
  'version',
  'updatedBy',
] as const;
/** The fields of a Section a projection may ask for, but its lists (`zones` and `shelves`). */
export const SECTION_PROJECTION_SCALARS = [
  '__typename',
  'id',
  'storeId',
  'name',
  'sectionSourceKey',
  'sequenceId',
  'foodSafetyTypeId',
  'foodSafetyTypeName',
  'preparedItemsMode',
  'prepOptionId',
  'shelfCount',
  'version',
  'updatedBy',
] as const;

/** A SectionZone's fields, each under its response key. */
export const SectionZoneProjection = projectionLevel(scalarEntry(SECTION_ZONE_PROJECTION_FIELDS));
export type SectionZoneProjection = Static<typeof SectionZoneProjection>;
/** A Shelf's fields, each under its response key. */
export const ShelfProjection = projectionLevel(scalarEntry(SHELF_PROJECTION_FIELDS));
export type ShelfProjection = Static<typeof ShelfProjection>;
/** One field of a Section: a plain value, or its zones or shelves with their own projection. */
export const SectionProjectionEntry = byField([
  scalarEntry(SECTION_PROJECTION_SCALARS),
  listEntry('zones', SectionZoneProjection),
  listEntry('shelves', ShelfProjection),
]);
export type SectionProjectionEntry = Static<typeof SectionProjectionEntry>;
/**
 * A GraphQL selection of Section as a projection: each field under its response key (its alias or
 * its name), in the selection's order. Keys are unique within one level, as GraphQL merges them.
 */
export const SectionProjection = projectionLevel(SectionProjectionEntry);
export type SectionProjection = Static<typeof SectionProjection>;

/**
 * The store's sections in the GraphQL answer's shape: a JSON array, one object per section in the
 * store's order, each with exactly the projection's keys in its order and GraphQL's values (ids as
 * strings, `__typename` the type's name). The database writes the answer and the API sends it
 * unparsed, so the gateway can splice its bytes into its own answer. Access as GetSections.
 */
export const GetSectionProjection = route('POST', '/section/projection/store/:parentId', {
  params: IdParams('parentId'),
  body: Type.Object({ fields: SectionProjection }),
});
export const CreateSection = sections.create;
/** The inheriting shelves follow the section's prep option, in the same transaction. */
export const UpdateSection = route('PUT', '/section', {
  body: sections.update.body,
  response: {
    200: LayoutResultWith({
      section: Type.Optional(Section),
      /** The inheriting shelves whose prep option followed the section. */
      updatedShelves: Type.Optional(Type.Array(Shelf)),
    }),
  },
});
export const DeleteSection = sections.remove;
export const UpdateSectionSequence = sections.sequence;
/** Moves a section before or after another, renumbering the store's list 1..n. */
export const MoveSection = route('POST', '/section/move', {
  body: Type.Object({ sourceSectionId: Id, direction: Direction, targetSectionId: Id, storeId: Id }),
  response: {
    200: LayoutResultWith({
      section: Type.Optional(Section),
      orderedIds: OrderedIds,
      listVersion: ListVersion,
    }),
  },
});
export type CreateSectionBody = Static<typeof CreateSection.body>;
export type UpdateSectionBody = Static<typeof UpdateSection.body>;
export type MoveSectionBody = Static<typeof MoveSection.body>;
export type CreateSectionResult = Static<(typeof CreateSection.response)[200]>;
export type UpdateSectionResult = Static<(typeof UpdateSection.response)[200]>;
export type DeleteSectionResult = Static<(typeof DeleteSection.response)[200]>;
export type MoveSectionResult = Static<(typeof MoveSection.response)[200]>;

/** 1 to 4 as the section's, 5 inherits from the section; a new shelf inherits. */
const shelfMode = nullableInteger({ minimum: 1, maximum: 5 });

const shelves = layoutList({
  path: '/shelf',
  readPath: '/shelf/BySectionNoCache/:parentId',
  parent: 'sectionId',
  id: 'shelfId',
  key: 'shelf',
  readKey: 'shelves',
  row: Shelf,
  fields: {
    name: Type.Optional(nullableString({ maxLength: 200 })),
    foodSafetyTypeId: Type.Optional(NullableId),
    preparedItemsMode: Type.Optional(shelfMode),
    prepOptionId: Type.Optional(nullableInteger({ minimum: 1, maximum: 4 })),
  },
});

/** The section's shelves. */
export const GetShelves = shelves.read;
/** One shelf, with the read access of its section. */
export const GetShelf = route('GET', '/shelf/:shelfId', {
  params: IdParams('shelfId'),
  response: { 200: Type.Object({ shelf: Shelf }) },
});
export const CreateShelf = shelves.create;
/** An update names the shelf's mode. */
export const UpdateShelf = route('PUT', '/shelf', {
  body: Type.Object({ ...shelves.update.body.properties, preparedItemsMode: shelfMode }),
  response: shelves.update.response,
});
export const DeleteShelf = shelves.remove;
export const UpdateShelfSequence = shelves.sequence;
/** Moves a shelf before or after another of its section, renumbering it 1..n. */
export const MoveShelf = route('POST', '/shelf/move', {
  body: Type.Object({ sourceShelfId: Id, direction: Direction, targetShelfId: Id, sectionId: Id }),
  response: {
    200: LayoutResultWith({ shelf: Type.Optional(Shelf), orderedIds: OrderedIds, listVersion: ListVersion }),
  },
});
/**
 * The spec's shelf-onto-section drop. The shelf is created at the end of
 * the target section (`shelf`, `orderedIds`, `listVersion`) and deleted from its source
 * (`removedShelf` as it was, `sourceOrderedIds`, `sourceListVersion`).
 */
export const MoveShelfToSection = route('POST', '/shelf/moveToSection', {
  body: Type.Object({ shelfId: Id, targetSectionId: Id }),
  response: {
    200: LayoutResultWith({
      shelf: Type.Optional(Shelf),
      removedShelf: Type.Optional(Shelf),
      orderedIds: OrderedIds,
      listVersion: ListVersion,
      sourceOrderedIds: OrderedIds,
      sourceListVersion: ListVersion,
    }),
  },
});
export type CreateShelfBody = Static<typeof CreateShelf.body>;
export type UpdateShelfBody = Static<typeof UpdateShelf.body>;
export type MoveShelfBody = Static<typeof MoveShelf.body>;
export type CreateShelfResult = Static<(typeof CreateShelf.response)[200]>;
export type UpdateShelfResult = Static<(typeof UpdateShelf.response)[200]>;
export type DeleteShelfResult = Static<(typeof DeleteShelf.response)[200]>;
export type MoveShelfResult = Static<(typeof MoveShelf.response)[200]>;
export type MoveShelfToSectionResult = Static<(typeof MoveShelfToSection.response)[200]>;

const stagingName = Type.Optional(Type.String({ maxLength: 200 }));

const stagingSections = layoutList({
  path: '/stagingsection',
  readPath: '/stagingsection/store/:parentId',
  parent: 'storeId',
  id: 'stagingSectionId',
  key: 'stagingSection',
  readKey: 'sections',
  row: StagingSection,
  fields: {
    name: stagingName,
    foodSafetyTypeId: Type.Optional(NullableId),
    labelId: Type.Optional(nullableString({ maxLength: 50 })),
  },
});

/** The store's carry-out staging sections with their shelves. */
export const GetStagingSections = stagingSections.read;
export const CreateStagingSection = stagingSections.create;
export const UpdateStagingSection = stagingSections.update;
export const DeleteStagingSection = stagingSections.remove;
/** Staging sections count from 0. */
export const UpdateStagingSectionSequence = stagingSections.sequence;
export type CreateStagingSectionBody = Static<typeof CreateStagingSection.body>;
export type UpdateStagingSectionBody = Static<typeof UpdateStagingSection.body>;
export type CreateStagingSectionResult = Static<(typeof CreateStagingSection.response)[200]>;
export type UpdateStagingSectionResult = Static<(typeof UpdateStagingSection.response)[200]>;
export type DeleteStagingSectionResult = Static<(typeof DeleteStagingSection.response)[200]>;

const stagingShelves = layoutList({
  path: '/stagingshelf',
  readPath: '/stagingshelf/BySection/:parentId',
  parent: 'stagingSectionId',
  id: 'shelfId',
  key: 'stagingShelf',
  readKey: 'stagingShelves',
  row: StagingShelf,
  fields: { name: stagingName, foodSafetyTypeId: Type.Optional(NullableId) },
});

/** The staging section's shelves. */
export const GetStagingShelves = stagingShelves.read;
export const CreateStagingShelf = stagingShelves.create;
export const UpdateStagingShelf = stagingShelves.update;
export const DeleteStagingShelf = stagingShelves.remove;
export const UpdateStagingShelfSequence = stagingShelves.sequence;
export type CreateStagingShelfBody = Static<typeof CreateStagingShelf.body>;
export type UpdateStagingShelfBody = Static<typeof UpdateStagingShelf.body>;
export type CreateStagingShelfResult = Static<(typeof CreateStagingShelf.response)[200]>;
export type UpdateStagingShelfResult = Static<(typeof UpdateStagingShelf.response)[200]>;
export type DeleteStagingShelfResult = Static<(typeof DeleteStagingShelf.response)[200]>;

/** 204 when the caller may change the store's layout, else 403 (404: no store). */
export const GetLayoutAccess = route('GET', '/store/:storeId/layoutaccess', { params: IdParams('storeId') });
