import type { RestOutcome } from './types.js';
import type {
  RestAppAttribute,
  RestAppAttributeKey,
  RestAppAttributeResult,
  RestCreateAppAttributeBody,
  RestUpdateAppAttributeBody,
} from './app-attributes-types.js';

/** Application attributes of a client (docs/rest-contract.md, "Application attributes"). */
export interface AppAttributesApi {
  appAttributes(clientId: number): Promise<RestAppAttribute[]>;
  appAttributeKeys(): Promise<RestAppAttributeKey[]>;
  createAppAttribute(body: RestCreateAppAttributeBody): Promise<RestAppAttributeResult>;
  /** A stale `version` rejects with a CONFLICT `UpstreamError` carrying the stored attribute. */
  updateAppAttribute(body: RestUpdateAppAttributeBody): Promise<RestAppAttributeResult>;
  deleteAppAttribute(appAttributeId: number, clientId: number): Promise<RestOutcome>;
}
