/** Users: reading, searching, creating and changing them, their role and stores (docs/rest-contract.md, People). */
import { ROLES, type Role } from '@fulfil/domain';
import { Type, type Static, type TSchema } from 'typebox';
import { Id, IdParams, NullableString, Result, ResultWith, StoreSummary, versionStamp } from './common.js';

/** A text column that may be null, at most `maxLength` characters. */
const NullableText = (maxLength: number) =>
  Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength });

/** An array of at most `maxItems` items, described as the API always has (the limit before the items). */
const AtMost = <Item extends TSchema>(maxItems: number, items: Item) =>
  Type.Unsafe<Static<Item>[]>({ type: 'array', maxItems, items });

/** One of the role keys (`ROLES`). */
const RoleKey = Type.Unsafe<Role>({ type: 'string', enum: ROLES });

/** The user record's columns, as every user read and search answers them. */
const userColumns = {
  id: Type.Integer(),
  userName: Type.String(),
  emailAddress: Type.String(),
  firstname: NullableString,
  lastname: NullableString,
  phoneNumber: NullableString,
  /** The client id; 0 when the user has none. */
  client: Type.Integer(),
  clientName: NullableString,
  role: Type.String(),
  roleName: Type.String(),
  claims: Type.Array(Type.String()),
  clientIntegrationEnabled: Type.Boolean(),
  receiveArrivalNotifications: Type.Boolean(),
  ...versionStamp,
};

/** A user with the assigned stores the caller may see (GET /user/ById/{id} and the user writes). */
export const User = Type.Object({ ...userColumns, stores: Type.Array(StoreSummary) });
export type User = Static<typeof User>;

/** A zone of the store a store's users search is about. */
export const UserZone = Type.Object({ zoneId: Type.Integer(), name: Type.String() });
export type UserZone = Static<typeof UserZone>;

/** A row of a users search; the store's search adds the user's zones in that store. */
export const UserListItem = Type.Object({ ...userColumns, zoneUsers: Type.Optional(Type.Array(UserZone)) });
export type UserListItem = Static<typeof UserListItem>;

/** A role as the users screens offer it: its friendly name and its key. */
export const RoleItem = Type.Object({ name: Type.String(), key: Type.String() });
export type RoleItem = Static<typeof RoleItem>;

/** GET /user/Roles */
export const GetRoles = { response: { 200: Type.Array(RoleItem) } };

/** GET /user/ById/{id} */
export const GetUserById = { params: IdParams('id'), response: { 200: User } };

/** The user's assigned stores that the caller may see. */
const StoresAnswer = Type.Object({ stores: Type.Array(StoreSummary) });
export type UserStoresAnswer = Static<typeof StoresAnswer>;

/** GET /user/stores/{userId} */
export const GetUserStores = { params: IdParams('userId'), response: { 200: StoresAnswer } };

/** POST /user/ByName: the user of a name (any case) that the caller may read. */
export const GetUserByName = {
  body: Type.Object({ userName: Type.String({ minLength: 1 }) }),
  response: { 200: User },
};

/** POST /user/userstores/{userName} */
export const GetUserStoresByName = {
  params: Type.Object({ userName: Type.String({ minLength: 1 }) }),
  response: { 200: StoresAnswer },
};

/** Columns of the users search, as the contract names them. */
export const USER_SEARCH_FIELDS = ['UserName', 'EmailAddress', 'ClientName', 'RoleName'] as const;
export type UserSearchField = (typeof USER_SEARCH_FIELDS)[number];
const UserSearchFieldSchema = Type.Unsafe<UserSearchField>({ type: 'string', enum: USER_SEARCH_FIELDS });

/** Body of the users searches (spec 1 section 3, "User search request"). */
const UserSearchBody = Type.Object({
  pagingRequest: Type.Object({
    skip: Type.Integer({ minimum: 0 }),
    take: Type.Integer({ minimum: 1, maximum: 100 }),
  }),
  filterRequest: Type.Optional(
    AtMost(
      4,
      Type.Object({
        field: UserSearchFieldSchema,
        operation: Type.Unsafe<'Contains'>({ type: 'string', enum: ['Contains'] }),
        values: AtMost(20, Type.String({ maxLength: 200 })),
      }),
    ),
  ),
  sortingRequest: Type.Optional(
    Type.Object({
      field: UserSearchFieldSchema,
      direction: Type.Unsafe<'Ascending' | 'Descending'>({
        type: 'string',
        enum: ['Ascending', 'Descending'],
      }),
    }),
  ),
});
export type UserSearchBody = Static<typeof UserSearchBody>;

const UserSearchAnswer = Type.Object({ data: Type.Array(UserListItem) });
export type UserSearchAnswer = Static<typeof UserSearchAnswer>;

/** POST /user/search/all */
export const SearchAllUsers = { body: UserSearchBody, response: { 200: UserSearchAnswer } };

/** POST /user/search/ByClientId/{clientId} */
export const SearchClientUsers = {
  params: IdParams('clientId'),
  body: UserSearchBody,
  response: { 200: UserSearchAnswer },
};

/** POST /user/search/detail/ByStoreId/{storeId}: the rows carry the user's zones in the store. */
export const SearchStoreUsers = {
  params: IdParams('storeId'),
  body: UserSearchBody,
  response: { 200: UserSearchAnswer },
};

/** A user as a store's role groups list it. */
export const GroupUser = Type.Object({
  id: Type.Integer(),
  userName: Type.String(),
  fullName: Type.String(),
});
export type GroupUser = Static<typeof GroupUser>;

/** GET /orderusergroups/user/store/{storeId}: the store's users by role, managers first. */
export const GetOrderUserGroups = {
  params: IdParams('storeId'),
  response: {
    200: Type.Object({
      storeId: Type.Integer(),
      groups: Type.Array(
        Type.Object({ role: Type.String(), roleName: Type.String(), users: Type.Array(GroupUser) }),
      ),
    }),
  },
};
export type OrderUserGroups = Static<(typeof GetOrderUserGroups.response)[200]>;

/** The editable fields of a user, as create and update send them. */
const userFields = {
  userName: Type.String({ maxLength: 256 }),
  emailAddress: Type.String({ maxLength: 256 }),
  firstname: Type.Optional(NullableText(100)),
  lastname: Type.Optional(NullableText(100)),
  phoneNumber: Type.Optional(NullableText(50)),
  /** The client id; 0 means unassigned. */
  client: Type.Integer({ minimum: 0 }),
  role: RoleKey,
  receiveArrivalNotifications: Type.Optional(Type.Boolean()),
};

/** Stores to assign, by id. */
const StoreRefs = AtMost(1000, Type.Object({ storeId: Id }));

const UserResult = ResultWith({ user: User });
export type UserResult = Static<typeof UserResult>;

const UserStoresResult = ResultWith({ stores: Type.Array(StoreSummary) });
export type UserStoresResult = Static<typeof UserStoresResult>;

/** POST /user/detail/Create: without a password the user signs in only by single sign-on or a reset. */
export const CreateUser = {
  body: Type.Object({
    ...userFields,
    password: Type.Optional(NullableText(200)),
    stores: Type.Optional(StoreRefs),
  }),
  response: { 200: UserResult },
};
export type CreateUserBody = Static<typeof CreateUser.body>;

/** PUT /user/Update: over `version`. */
export const UpdateUser = {
  body: Type.Object({ id: Id, version: Id, ...userFields }),
  response: { 200: UserResult },
};
export type UpdateUserBody = Static<typeof UpdateUser.body>;

/** DELETE /user/{id} */
export const DeleteUser = { params: IdParams('id'), response: { 200: Result } };

/** POST /user/AddClaimToUser: sets the role and resets the claims to that role's. */
export const AddClaimToUser = {
  body: Type.Object({ userId: Id, role: RoleKey }),
  response: { 200: UserResult },
};
export type AddClaimToUserBody = Static<typeof AddClaimToUser.body>;

/** PUT /user/UpdateStores */
export const UpdateUserStores = {
  body: Type.Object({ userId: Id, stores: StoreRefs }),
  response: { 200: UserStoresResult },
};

/** PUT /user/UpdateStoresWithAllUserClientStores */
export const AssignAllClientStores = {
  body: Type.Object({ userId: Id }),
  response: { 200: UserStoresResult },
};

/** GET /user/profile: the signed-in person's own user. */
export const GetProfile = { response: { 200: User } };

/** PUT /user/profile: the signed-in person's own name, e-mail address and phone number, over `version`. */
export const UpdateProfile = {
  body: Type.Object({
    version: Id,
    emailAddress: userFields.emailAddress,
    firstname: userFields.firstname,
    lastname: userFields.lastname,
    phoneNumber: userFields.phoneNumber,
  }),
  response: { 200: UserResult },
};
export type UpdateProfileBody = Static<typeof UpdateProfile.body>;
