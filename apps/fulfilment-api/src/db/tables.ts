import type { ApiKeyRole, HistoryAction, HistoryChange, HistoryVia, LogoKind } from '@fulfil/domain';
import type { ColumnType, Updateable } from 'kysely';
import type { DB } from './generated/tables.js';

/**
 * `Table` with the types of some of its columns replaced; naming a column the table lacks (renamed,
 * dropped) fails to compile.
 */
type Narrowed<
  Table,
  Columns extends { [K in keyof Columns]: K extends keyof Table ? unknown : never },
> = Omit<Table, keyof Columns> & Columns;

/**
 * A jsonb column the code reads as `Value` and writes as JSON text: pg would send a JavaScript
 * array as a PostgreSQL array literal, not as JSON, so values are stringified on the way in.
 */
type JsonText<Value, Insert extends string | undefined = string> = ColumnType<Value, Insert, string>;

/** `B`, when `A` and `B` are the same shape; otherwise never, which fails wherever it is used. */
type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? B : never) : never;

/** A named item of a credit definition's lists. */
export interface NamedItem {
  name: string;
}

type NamedItems = JsonText<NamedItem[], string | undefined>;

/**
 * The schema the code queries: the types kysely-codegen reads from the migrations
 * (`npm run db:types` rewrites generated/tables.ts), narrowed where the database says only `jsonb`
 * or `text` but the code writes one shape: the JSON layouts and CHECK constraints below.
 */
export interface Tables extends Omit<
  DB,
  | 'signingKeys'
  | 'clientLogos'
  | 'clientIntegrations'
  | 'customerCreditDefinitions'
  | 'sectionPrepperOptins'
  | 'apiKeys'
  | 'history'
> {
  signingKeys: Narrowed<DB['signingKeys'], { privateJwk: JsonText<object>; publicJwk: JsonText<object> }>;
  /** CHECK (role IN ('clientAdmin', 'storeManager')): the roles a key may act with. */
  apiKeys: Narrowed<DB['apiKeys'], { role: ApiKeyRole }>;
  /** CHECK (file_prefix IN ('app', 'report')): the logo kinds of the domain. */
  clientLogos: Narrowed<DB['clientLogos'], { filePrefix: LogoKind }>;
  /** authOptions are secret {key, value} pairs. */
  clientIntegrations: Narrowed<
    DB['clientIntegrations'],
    { authOptions: JsonText<{ key: string; value: string }[], string | undefined> }
  >;
  /**
   * Restrictions and opt-ins are two tables of one shape that queries/layout/section-users.ts takes
   * by name; one type lets a query join either.
   */
  sectionPrepperOptins: SameShape<DB['sectionPrepperOptins'], DB['sectionUserRestrictions']>;
  /** Written by the history triggers alone (migration 016): CHECKed action and via, {field: change}. */
  history: Narrowed<
    DB['history'],
    {
      action: HistoryAction;
      via: HistoryVia;
      changes: ColumnType<Record<string, HistoryChange>, never, never>;
    }
  >;
  customerCreditDefinitions: Narrowed<
    DB['customerCreditDefinitions'],
    {
      customerCreditDepartments: NamedItems;
      customerCreditMultipliers: NamedItems;
      customerCreditPermissions: NamedItems;
    }
  >;
}

/**
 * The values a create or an update writes to the columns `K` of a table: each one given, of the
 * type the table takes on update (JSON text for the jsonb columns above).
 */
export type ColumnValues<Table, K extends keyof Updateable<Table>> = Required<Pick<Updateable<Table>, K>>;
