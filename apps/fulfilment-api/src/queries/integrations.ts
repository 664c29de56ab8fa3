import type { Db } from '../db/connect.js';
import type { ColumnValues, Tables } from '../db/tables.js';
import { nextVersion } from './versioned.js';

/** An integration's stored fields, checked and trimmed; `authOptions` is the JSON of its key/value pairs. */
export type IntegrationValues = ColumnValues<
  Tables['clientIntegrations'],
  'name' | 'providerId' | 'status' | 'authOptions'
>;

export const integrationTypes = (db: Db) =>
  db
    .selectFrom('integrationTypes')
    .select(['integrationTypeId', 'name'])
    .orderBy('integrationTypeId')
    .execute();

/** The providers, of one integration type or all, each with its type. */
export async function providers(db: Db, integrationTypeId?: number) {
  let query = db
    .selectFrom('integrationProviders as p')
    .innerJoin('integrationTypes as t', 't.integrationTypeId', 'p.integrationTypeId')
    .select(['p.providerId', 'p.integrationTypeId', 'p.name', 't.name as typeName']);
  if (integrationTypeId !== undefined) query = query.where('p.integrationTypeId', '=', integrationTypeId);
  const rows = await query.orderBy('p.name').execute();
  return rows.map(({ typeName, ...provider }) => ({
    ...provider,
    integrationType: { integrationTypeId: provider.integrationTypeId, name: typeName },
  }));
}

export const providerExists = async (db: Db, providerId: number): Promise<boolean> =>
  (await db
    .selectFrom('integrationProviders')
    .select('providerId')
    .where('providerId', '=', providerId)
    .executeTakeFirst()) !== undefined;

/** A client's integrations, or one of them, each with its provider and the provider's type. */
export async function integrations(db: Db, by: { clientId?: number; integrationId?: number }) {
  let query = db
    .selectFrom('clientIntegrations')
    .select([
      'integrationId',
      'clientId',
      'providerId',
      'name',
      'status',
      'authOptions',
      'version',
      'updatedAt',
      'updatedBy',
    ]);
  if (by.clientId !== undefined) query = query.where('clientId', '=', by.clientId);
  if (by.integrationId !== undefined) query = query.where('integrationId', '=', by.integrationId);
  const [rows, catalogue] = await Promise.all([
    query.orderBy('name').orderBy('integrationId').execute(),
    providers(db),
  ]);
  const byId = new Map(catalogue.map((provider) => [provider.providerId, provider]));
  return rows.map((row) => ({ ...row, provider: byId.get(row.providerId)! }));
}

export type IntegrationRow = Awaited<ReturnType<typeof integrations>>[number];

export const oneIntegration = async (db: Db, integrationId: number): Promise<IntegrationRow | undefined> =>
  (await integrations(db, { integrationId }))[0];

/** The client that holds the integration, or undefined when there is none. */
export const integrationOwner = async (db: Db, integrationId: number): Promise<number | undefined> =>
  (
    await db
      .selectFrom('clientIntegrations')
      .select('clientId')
      .where('integrationId', '=', integrationId)
      .executeTakeFirst()
  )?.clientId;

/** Stores a new integration; resolves to its id. */
export const insertIntegration = async (db: Db, clientId: number, values: IntegrationValues, by: string) =>
  (
    await db
      .insertInto('clientIntegrations')
      .values({ clientId, ...values, updatedBy: by })
      .returning('integrationId')
      .executeTakeFirstOrThrow()
  ).integrationId;

/** Writes the integration if it still has `version`; false when it does not (or is gone). */
export const updateIntegration = async (
  db: Db,
  row: { integrationId: number; clientId: number; version: number },
  values: IntegrationValues,
  by: string,
): Promise<boolean> =>
  (await db
    .updateTable('clientIntegrations')
    .set({ ...values, ...nextVersion(by) })
    .where('integrationId', '=', row.integrationId)
    .where('clientId', '=', row.clientId)
    .where('version', '=', row.version)
    .returning('integrationId')
    .executeTakeFirst()) !== undefined;

export const deleteIntegration = (db: Db, integrationId: number) =>
  db.deleteFrom('clientIntegrations').where('integrationId', '=', integrationId).execute();
