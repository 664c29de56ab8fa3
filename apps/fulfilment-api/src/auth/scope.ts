import { isStoreLevelRole, isSystemAdmin, type Viewer } from '@fulfil/domain';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Tables } from '../db/tables.js';

export {
  canManageClient,
  canReadClient,
  canReadStore,
  canReadUser,
  canWriteStore,
  isSystemAdmin,
} from '@fulfil/domain';

/** The signed-in user as loaded for each request: scope comes from here, never from headers. */
export interface Caller extends Viewer {
  userName: string;
  storeIds: number[];
  claims: string[];
  /** Set when the caller is an API key rather than a person (userId is then 0). */
  apiKeyId?: number;
}

/** The same rule as canReadStore, as a filter on the `stores` table. */
export function storesInScope(caller: Caller) {
  return (eb: ExpressionBuilder<Tables, 'stores'>): Expression<SqlBool> => {
    if (isSystemAdmin(caller)) return eb.lit(true);
    if (caller.clientId === null) return eb.lit(false);
    const ofClient = eb('stores.clientId', '=', caller.clientId);
    if (caller.role === 'clientAdmin') return ofClient;
    if (!isStoreLevelRole(caller.role) || caller.storeIds.length === 0) return eb.lit(false);
    return eb.and([ofClient, eb('stores.storeId', 'in', caller.storeIds)]);
  };
}
