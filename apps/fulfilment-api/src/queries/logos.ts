/** A client's branding images (spec 2, Branding): base64 PNG, one of each kind. */
import type { LogoKind } from '@fulfil/domain';
import type { Db } from '../db/connect.js';
import type { ColumnValues, Tables } from '../db/tables.js';

/** The logo row of the contract, without its image. */
const LOGO_COLUMNS = ['clientId', 'filePrefix', 'version', 'updatedAt', 'updatedBy'] as const;

/**
 * Stores the logo, or replaces the client's logo of that kind (a new version); resolves to it
 * without its image.
 */
export const saveLogo = (
  db: Db,
  logo: ColumnValues<Tables['clientLogos'], 'clientId' | 'filePrefix' | 'imageData'>,
  by: string,
) =>
  db
    .insertInto('clientLogos')
    .values({ ...logo, updatedBy: by })
    .onConflict((oc) =>
      oc.columns(['clientId', 'filePrefix']).doUpdateSet((eb) => ({
        imageData: logo.imageData,
        version: eb('clientLogos.version', '+', 1),
        updatedAt: new Date(),
        updatedBy: by,
      })),
    )
    .returning(LOGO_COLUMNS)
    .executeTakeFirstOrThrow();

/** The client's logo of that kind, with its image; undefined when it has none. */
export const findLogo = (db: Db, clientId: number, kind: LogoKind) =>
  db
    .selectFrom('clientLogos')
    .select([...LOGO_COLUMNS, 'imageData'])
    .where('clientId', '=', clientId)
    .where('filePrefix', '=', kind)
    .executeTakeFirst();

export const deleteLogo = (db: Db, clientId: number, kind: LogoKind) =>
  db.deleteFrom('clientLogos').where('clientId', '=', clientId).where('filePrefix', '=', kind).execute();
