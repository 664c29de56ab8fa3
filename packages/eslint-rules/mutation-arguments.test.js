import { RuleTester } from 'eslint';
import { parser } from '@graphql-eslint/eslint-plugin';
import { afterAll, describe, it } from 'vitest';
import rule from './mutation-arguments.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser } });

tester.run('mutation-arguments', rule, {
  valid: [
    'type Mutation { updateZone(zoneId: ID!, version: Int!, input: ZoneInput!): Zone! }',
    'extend type Mutation { createShelf(sectionId: ID!, input: ShelfInput!): Shelf! }',
    // A single value needs no input.
    'extend type Mutation { setUserRole(userId: ID!, role: String!): User! }',
    'type Mutation { login(email: String!, password: String!): LoginResult! }',
    'extend type Mutation { moveShelf(shelfId: ID!, direction: MoveDirection!, targetShelfId: ID!): Shelf! }',
    // The signed-in person is known by the token.
    'extend type Mutation { updateMyProfile(version: Int!, input: ProfileInput!): User! }',
    // An option of how to write follows the values.
    'extend type Mutation { createStore(clientId: ID!, input: StoreInput!, copyFrom: StoreCopyInput): Store! }',
    'input ZoneInput { name: String! clientId: ID }',
    // Queries are not mutations.
    'type Query { users(scope: UserScopeInput, search: UserSearchInput!): [User!]! }',
  ],
  invalid: [
    {
      code: 'extend type Mutation { createUser(values: UserInput!): User! }',
      errors: [{ messageId: 'inputName', data: { name: 'values' } }],
    },
    {
      code: 'extend type Mutation { createZone(storeId: ID!, input: ZoneInput!, sectionIds: [ID!]!): Zone! }',
      errors: [{ messageId: 'inputLast', data: { name: 'sectionIds' } }],
    },
    {
      code: 'extend type Mutation { updateClient(input: UpdateClientInput!): Client! }',
      errors: [
        { messageId: 'rowId', data: { field: 'updateClient' } },
        { messageId: 'version', data: { field: 'updateClient' } },
      ],
    },
    {
      code: 'type Mutation { moveSection(input: MoveSectionInput!): Section! }',
      errors: [{ messageId: 'rowId', data: { field: 'moveSection' } }],
    },
    {
      code: 'extend type Mutation { updateZone(zoneId: ID, version: Int!, input: ZoneInput!): Zone! }',
      errors: [{ messageId: 'rowId', data: { field: 'updateZone' } }],
    },
    {
      code: 'extend type Mutation { updateZone(zoneId: ID!, version: Int, input: ZoneInput!): Zone! }',
      errors: [{ messageId: 'version', data: { field: 'updateZone' } }],
    },
    {
      code: 'input UpdateClientInput { id: ID! version: Int! name: String! }',
      errors: [
        { messageId: 'inputCarriesRow', data: { name: 'id' } },
        { messageId: 'inputCarriesRow', data: { name: 'version' } },
      ],
    },
  ],
});
