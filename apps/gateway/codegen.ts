import type { CodegenConfig } from '@graphql-codegen/cli';
import {
  CLIENT_CONFIG_EVENT_TYPES,
  CLIENT_EVENT_TYPES,
  STORE_EVENT_TYPES,
  USER_EVENT_TYPES,
} from '@fulfil/live';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Every event type's mapper, from the lists in @fulfil/live: the client events are delivered as the
 * bus carries them, store and user events with their payload's fields at the top.
 */
const eventMappers = Object.fromEntries([
  ...[...new Set([...CLIENT_EVENT_TYPES, ...CLIENT_CONFIG_EVENT_TYPES])].map((type) => [
    type,
    `@fulfil/live#BusEvent<'${type}'>`,
  ]),
  ...STORE_EVENT_TYPES.map((type) => [type, `../live/store-events.js#DeliveredStoreEvent<'${type}'>`]),
  ...USER_EVENT_TYPES.map((type) => [type, `../live/user-events.js#DeliveredUserEvent<'${type}'>`]),
]);

const SCHEMA_DIR = '../../schema';

/** The object types the schema declares. */
const schemaTypes = readdirSync(SCHEMA_DIR)
  .filter((file) => file.endsWith('.graphql'))
  .flatMap((file) => [...readFileSync(join(SCHEMA_DIR, file), 'utf8').matchAll(/^type (\w+)/gm)])
  .map(([, name]) => name!);

/** The names a package's built declarations match with `pattern` (its first group). */
function declaredIn(packageName: string, pattern: RegExp): Set<string> {
  const dist = dirname(createRequire(import.meta.url).resolve(packageName));
  return new Set(
    readdirSync(dist)
      .filter((file) => file.endsWith('.d.ts'))
      .flatMap((file) =>
        [...readFileSync(join(dist, file), 'utf8').matchAll(pattern)].map(([, name]) => name!),
      ),
  );
}

/** The `Rest…` names the REST client gives rows, and the row types of the contract itself. */
const restTypes = declaredIn('@fulfil/fulfilment-client', /\b(Rest[A-Z]\w*)/g);
const contractTypes = declaredIn('@fulfil/rest-contract', /^export type (\w+) = Static</gm);

/**
 * Resolvers receive REST rows, so a renamed REST field is a compile error rather than a silent
 * null. By convention a GraphQL type `X` is the client's `RestX` when it exports one, else the
 * contract's row type `X`; the rows named otherwise, and those the gateway shapes itself, are
 * listed here.
 */
const ROWS_NAMED_OTHERWISE: Record<string, string> = {
  // A search row lacks the user record's stores; a full record is a search row too.
  User: '@fulfil/fulfilment-client#RestUserListItem',
  UserZone: '../rest-rows.js#RestUserZone',
  PasswordResetPayload: '@fulfil/fulfilment-client#RestResponseMessage',
  LiveResync: '../live/resync.js#ResyncNotice',
  ItemCategory: '@fulfil/fulfilment-client#RestItemCategoryType',
  // Read with its shelves, or with their count when none is selected.
  Section: '../rest-rows.js#LayoutSection',
  SectionZone: '@fulfil/fulfilment-client#RestZoneSection',
  StoreZone: '@fulfil/fulfilment-client#RestZoneDetail',
  ZoneSection: '../rest-rows.js#RestZoneDetailSection',
  ZoneUser: '../rest-rows.js#RestZoneUser',
  SectionUserSetting: '@fulfil/fulfilment-client#RestSectionUser',
  PresenceEntry: '@fulfil/live#PresenceRecord',
  StoreDelivery: '@fulfil/live#StoreDeliveryRow',
  ClientLogo: '@fulfil/fulfilment-client#RestLogo',
  ReportChart: '@fulfil/rest-contract#ChartOptions',
};

/** Answers the gateway composes itself, though the REST contract has a type of the same name. */
const COMPOSED_BY_THE_GATEWAY = new Set(['LoginResult']);

const rowMappers = Object.fromEntries(
  schemaTypes
    .filter((name) => !COMPOSED_BY_THE_GATEWAY.has(name))
    .flatMap((name) => {
      if (restTypes.has(`Rest${name}`)) return [[name, `@fulfil/fulfilment-client#Rest${name}`]];
      return contractTypes.has(name) ? [[name, `@fulfil/rest-contract#${name}`]] : [];
    }),
);

const config: CodegenConfig = {
  schema: `${SCHEMA_DIR}/*.graphql`,
  generates: {
    'src/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        useIndexSignature: true,
        contextType: '../context.js#GatewayContext',
        scalars: { DateTime: 'string', ID: { input: 'string', output: 'string | number' } },
        mappers: { ...rowMappers, ...ROWS_NAMED_OTHERWISE, ...eventMappers },
      },
    },
  },
};

export default config;
