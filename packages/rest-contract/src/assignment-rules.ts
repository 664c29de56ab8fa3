/**
 * Auto-assignment rules of a client, or of one of its stores (spec 3 sections 3, 4 and 7): ordered
 * RANK, LIMIT and FILTER rules. Answers carry an errors list of errorMessage.
 */
import { Type, type Static } from 'typebox';
import { Id, IdParams, NullableInteger, ResultWith, versionStamp, route } from './common.js';
import { Direction, ListVersion, OrderedIds } from './layout.js';

export const AssignmentRule = Type.Object({
  assignmentRuleId: Type.Integer(),
  clientId: Type.Integer(),
  /** null at client level */
  storeId: NullableInteger,
  type: Type.Unsafe<'RANK' | 'LIMIT' | 'FILTER'>({ type: 'string', enum: ['RANK', 'LIMIT', 'FILTER'] }),
  key: Type.String(),
  value: Type.String(),
  sequence: Type.Integer(),
  ...versionStamp,
});
export type AssignmentRule = Static<typeof AssignmentRule>;

const ruleFields = {
  type: Type.String({ maxLength: 20 }),
  key: Type.String({ maxLength: 100 }),
  value: Type.String({ maxLength: 1000 }),
};

/** A write's answer: the rule as stored, and the list's order and version after it. */
const AssignmentRuleAnswer = ResultWith({
  assignmentRule: AssignmentRule,
  orderedIds: OrderedIds,
  listVersion: ListVersion,
});
export type AssignmentRuleResult = Static<typeof AssignmentRuleAnswer>;

/** The client's rules without a store id, or one store's; in sequence. */
export const GetAssignmentRules = route('GET', '/autoassignment/rule', {
  querystring: Type.Object({ clientId: Id, storeId: Type.Optional(Id) }),
  response: {
    200: Type.Object({ assignmentRules: Type.Array(AssignmentRule), listVersion: ListVersion }),
  },
});

/**
 * What a rule of the list may name: the lead time rules to rank by (with their store's name, since a
 * client-level rule may name any store's) and the custom order types to rank or filter by.
 */
export const GetAssignmentRuleChoices = route('GET', '/autoassignment/rule/choices', {
  querystring: Type.Object({ clientId: Id, storeId: Type.Optional(Id) }),
  response: {
    200: Type.Object({
      leadTimeRules: Type.Array(
        Type.Object({ leadTimeRuleId: Type.Integer(), name: Type.String(), storeName: Type.String() }),
      ),
      orderSubTypes: Type.Array(Type.Object({ orderSubTypeId: Type.Integer(), name: Type.String() })),
    }),
  },
});

export const GetAssignmentRule = route('GET', '/autoassignment/rule/:assignmentRuleId', {
  params: IdParams('assignmentRuleId'),
  response: { 200: AssignmentRule },
});

/**
 * The portal sends sequence 0 (spec 3 point 9); the rule is stored last in its list, so that a new
 * rule never outranks the ones already in force until someone moves it up.
 */
export const CreateAssignmentRule = route('POST', '/autoassignment/rule', {
  body: Type.Object({
    clientId: Id,
    storeId: Type.Optional(Type.Union([Id, Type.Null()])),
    ...ruleFields,
    sequence: Type.Optional(Type.Integer({ minimum: 0, maximum: 0 })),
  }),
  response: { 200: AssignmentRuleAnswer },
});
export type CreateAssignmentRuleBody = Static<typeof CreateAssignmentRule.body>;

/** Writes type, key and value over `version`; the sequence changes only by a move. */
export const UpdateAssignmentRule = route('PUT', '/autoassignment/rule', {
  body: Type.Object({ assignmentRuleId: Id, version: Id, ...ruleFields }),
  response: { 200: AssignmentRuleAnswer },
});
export type UpdateAssignmentRuleBody = Static<typeof UpdateAssignmentRule.body>;

export const DeleteAssignmentRule = route('DELETE', '/autoassignment/rule', {
  body: Type.Object({ assignmentRuleId: Id }),
  response: { 200: AssignmentRuleAnswer },
});

/** Moves a rule before or after another of the same list, renumbering it 0..n-1 in one transaction. */
export const MoveAssignmentRule = route('POST', '/autoassignment/rule/Move', {
  body: Type.Object({ sourceAssignmentRuleId: Id, direction: Direction, targetAssignmentRuleId: Id }),
  response: { 200: AssignmentRuleAnswer },
});
export type MoveAssignmentRuleBody = Static<typeof MoveAssignmentRule.body>;
