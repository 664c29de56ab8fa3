import { apiKeysCalls } from './api-keys-calls.js';
import { appAttributesCalls } from './app-attributes-calls.js';
import { assignmentRulesCalls } from './assignment-rules-calls.js';
import { brandingCalls } from './branding-calls.js';
import { clientCalls } from './client-calls.js';
import { clientSettingsCalls } from './client-settings-calls.js';
import type { ContractCall } from './contract-call.js';
import { integrationsCalls } from './integrations-calls.js';
import { layoutCalls } from './layout-calls.js';
import { peopleCalls } from './people-calls.js';
import { storeCalls } from './store-calls.js';
import { storeSettingsCalls } from './store-settings-calls.js';

/** Who is calling and what they have selected; sent with every call. */
export interface SessionContext {
  token?: string | null;
  clientId?: number | null;
  storeId?: number | null;
  /** The address of the person calling through the gateway (X-Forwarded-For). */
  forwardedFor?: string | null;
  /** The id of the request these calls serve (X-Request-Id), so the API's log lines name it. */
  requestId?: string;
  /** Runs before each call is sent, e.g. to count one operation's calls; throwing refuses the call unsent. */
  beforeCall?: (method: string, path: string) => void;
}

/** Every named call, bound to one session's `call`: the contract's routes under the names the gateway uses. */
export const namedCalls = (call: ContractCall) => ({
  ...peopleCalls(call),
  ...clientCalls(call),
  ...storeCalls(call),
  ...layoutCalls(call),
  ...storeSettingsCalls(call),
  ...integrationsCalls(call),
  ...apiKeysCalls(call),
  ...appAttributesCalls(call),
  ...brandingCalls(call),
  ...clientSettingsCalls(call),
  ...assignmentRulesCalls(call),
});

type NamedCalls = ReturnType<typeof namedCalls>;

/**
 * The fulfilment REST contract as typed calls: the named calls, and `call` for any route of
 * `@fulfil/rest-contract`. Failures reject with an `UpstreamError`; expected failures the contract
 * answers as data (`isSuccess: false`) resolve.
 */
export interface FulfilmentApi extends NamedCalls {
  /** Calls a contract route directly, e.g. `call(GetHelp, { params: { clientId } })`. */
  call: ContractCall;

  /** The same client acting for another session; connections, and `beforeCall` unless given anew, are shared. */
  withSession(session: SessionContext): FulfilmentApi;

  /** Rejects when the API cannot be reached (reads the public key set). */
  checkReachable(): Promise<void>;

  /** Closes the shared connections (at shutdown). */
  close(): Promise<void>;
}
