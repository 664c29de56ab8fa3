/** Users: reading, searching, creating and changing them, their role and stores (docs/rest-contract.md, People). */
import { ROLES, type Role } from '@fulfil/domain';
import { Type, type Static, type TSchema } from 'typebox';
import {
  Id,
  IdParams,
  NullableString,
  Result,
  ResultWith,
  StoreSummary,
  versionStamp,
  route,
} from './common.js';

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

export const GetRoles = route('GET', '/user/Roles', { response: { 200: Type.Array(RoleItem) } });

export const GetUserById = route('GET', '/user/ById/:id', {
  params: IdParams('id'),
  response: { 200: User },
});

/** The user's assigned stores that the caller may see. */
const StoresAnswer = Type.Object({ stores: Type.Array(StoreSummary) });
export type UserStoresAnswer = Static<typeof StoresAnswer>;

export const GetUserStores = route('GET', '/user/stores/:userId', {
  params: IdParams('userId'),
  response: { 200: StoresAnswer },
});

/** The user of a name (any case) that the caller may read. */
export const GetUserByName = route('POST', '/user/ByName', {
  body: Type.Object({ userName: Type.String({ minLength: 1 }) }),
  response: { 200: User },
});

export const GetUserStoresByName = route('POST', '/user/userstores/:userName', {
  params: Type.Object({ userName: Type.String({ minLength: 1 }) }),
  response: { 200: StoresAnswer },
});

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

export const SearchAllUsers = route('POST', '/user/search/all', {
  body: UserSearchBody,
  response: { 200: UserSearchAnswer },
});

export const SearchClientUsers = route('POST', '/user/search/ByClientId/:clientId', {
  params: IdParams('clientId'),
  body: UserSearchBody,
  response: { 200: UserSearchAnswer },
});

/** The rows carry the user's zones in the store. */
export const SearchStoreUsers = route('POST', '/user/search/detail/ByStoreId/:storeId', {
  params: IdParams('storeId'),
  body: UserSearchBody,
  response: { 200: UserSearchAnswer },
});

/** A user as a store's role groups list it. */
export const GroupUser = Type.Object({
  id: Type.Integer(),
  userName: Type.String(),
  fullName: Type.String(),
});
export type GroupUser = Static<typeof GroupUser>;

/** The store's users by role, managers first. */
export const GetOrderUserGroups = route('GET', '/orderusergroups/user/store/:storeId', {
  params: IdParams('storeId'),
  response: {
    200: Type.Object({
      storeId: Type.Integer(),
      groups: Type.Array(
        Type.Object({ role: Type.String(), roleName: Type.String(), users: Type.Array(GroupUser) }),
      ),
    }),
  },
});
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

/** Without a password the user signs in only by single sign-on or a reset. */
export const CreateUser = route('POST', '/user/detail/Create', {
  body: Type.Object({
    ...userFields,
    password: Type.Optional(NullableText(200)),
    stores: Type.Optional(StoreRefs),
  }),
  response: { 200: UserResult },
});
export type CreateUserBody = Static<typeof CreateUser.body>;

/** Writes over `version`. */
export const UpdateUser = route('PUT', '/user/Update', {
  body: Type.Object({ id: Id, version: Id, ...userFields }),
  response: { 200: UserResult },
});
export type UpdateUserBody = Static<typeof UpdateUser.body>;

export const DeleteUser = route('DELETE', '/user/:id', { params: IdParams('id'), response: { 200: Result } });

/** Sets the role and resets the claims to that role's. */
export const AddClaimToUser = route('POST', '/user/AddClaimToUser', {
  body: Type.Object({ userId: Id, role: RoleKey }),
  response: { 200: UserResult },
});
export type AddClaimToUserBody = Static<typeof AddClaimToUser.body>;

export const UpdateUserStores = route('PUT', '/user/UpdateStores', {
  body: Type.Object({ userId: Id, stores: StoreRefs }),
  response: { 200: UserStoresResult },
});

export const AssignAllClientStores = route('PUT', '/user/UpdateStoresWithAllUserClientStores', {
  body: Type.Object({ userId: Id }),
  response: { 200: UserStoresResult },
});

/** The signed-in person's own user. */
export const GetProfile = route('GET', '/user/profile', { response: { 200: User } });

/** The signed-in person's own name, e-mail address and phone number, over `version`. */
export const UpdateProfile = route('PUT', '/user/profile', {
  body: Type.Object({
    version: Id,
    emailAddress: userFields.emailAddress,
    firstname: userFields.firstname,
    lastname: userFields.lastname,
    phoneNumber: userFields.phoneNumber,
  }),
  response: { 200: UserResult },
});
export type UpdateProfileBody = Static<typeof UpdateProfile.body>;
