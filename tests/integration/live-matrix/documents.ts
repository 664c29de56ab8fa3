import { readdirSync, readFileSync } from 'node:fs';
import { operationLimitErrors } from '@fulfil/gateway/testing';
import {
  buildSchema,
  getNamedType,
  isLeafType,
  isNonNullType,
  isObjectType,
  isUnionType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';

/** The published contract, read from `schema/*.graphql` as integrators read it. */
export function loadContract(): GraphQLSchema {
  const dir = new URL('../../../schema/', import.meta.url);
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.graphql'))
    .sort();
  return buildSchema(files.map((name) => readFileSync(new URL(name, dir), 'utf8')).join('\n'));
}

const needsArguments = (field: GraphQLField<unknown, unknown>) =>
  field.args.some((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);

/**
 * Every field of `type` that takes no required argument, objects followed until their type repeats
 * on the path (a client's stores, but not those stores' client's stores).
 */
export function selectionOf(type: GraphQLObjectType, path: readonly string[] = [type.name]): string {
  const parts: string[] = [];
  for (const field of Object.values(type.getFields())) {
    if (needsArguments(field)) continue;
    const named = getNamedType(field.type);
    if (isLeafType(named)) parts.push(field.name);
    else if (isObjectType(named) && !path.includes(named.name)) {
      const inner = selectionOf(named, [...path, named.name]);
      if (inner) parts.push(`${field.name} { ${inner} }`);
    }
  }
  return parts.join(' ');
}

/** The values an argument of a subscription takes: the subscriber's own tenant and the other one. */
export type TenantArguments = Record<string, readonly string[]>;

/** One subscription of the contract, with the documents that select all of every event it carries. */
export interface LiveOperation {
  field: string;
  /** The event types of its union. */
  members: string[];
  /** One document when the gateway's limits allow, otherwise one per event type. */
  documents: string[];
  /** Every combination of tenant arguments, an optional argument also left out. */
  variableSets: Record<string, string>[];
}

function variableSets(field: GraphQLField<unknown, unknown>, tenants: TenantArguments) {
  let sets: Record<string, string>[] = [{}];
  for (const arg of field.args) {
    const values = tenants[arg.name];
    if (!values) throw new Error(`no tenant values for ${field.name}(${arg.name}); add them to the matrix`);
    const choices: (string | undefined)[] = isNonNullType(arg.type) ? [...values] : [undefined, ...values];
    sets = sets.flatMap((set) =>
      choices.map((value) => (value === undefined ? set : { ...set, [arg.name]: value })),
    );
  }
  return sets;
}

/**
 * Every field of `Subscription` but those that answer a query in slices (`sliced`, held to their
 * query elsewhere), so a subscription or event type added to the contract is covered.
 */
export function liveOperations(
  schema: GraphQLSchema,
  tenants: TenantArguments,
  sliced: readonly string[],
): LiveOperation[] {
  const subscription = schema.getSubscriptionType();
  if (!subscription) throw new Error('the contract has no Subscription type');
  const feeds = Object.values(subscription.getFields()).filter((field) => !sliced.includes(field.name));
  return feeds.map((field) => {
    const named = getNamedType(field.type);
    const members = isUnionType(named) ? [...named.getTypes()] : isObjectType(named) ? [named] : [];
    if (members.length === 0) throw new Error(`${field.name} answers neither a union nor an object`);
    const declared = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
    const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
    const document = (types: GraphQLObjectType[]) =>
      `subscription${declared ? ` (${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''} { __typename ${types
        .map((type) => `... on ${type.name} { ${selectionOf(type)} }`)
        .join(' ')} } }`;
    const whole = document(members);
    const documents =
      operationLimitErrors(whole).length === 0 ? [whole] : members.map((member) => document([member]));
    return {
      field: field.name,
      members: members.map((member) => member.name),
      documents,
      variableSets: variableSets(field, tenants),
    };
  });
}
