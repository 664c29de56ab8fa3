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

/** The named calls in groups, each bound to one session's `call`: the contract's routes under the names the gateway uses. */
const GROUPS = [
  peopleCalls,
  clientCalls,
  storeCalls,
  layoutCalls,
  storeSettingsCalls,
  integrationsCalls,
  apiKeysCalls,
  appAttributesCalls,
  brandingCalls,
  clientSettingsCalls,
  assignmentRulesCalls,
] as const;

type Group = (typeof GROUPS)[number];
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never;
type NamedCalls = UnionToIntersection<ReturnType<Group>>;

/** A call never made, to bind the groups to only to read their names. */
const unmade = () => {
  throw new Error('unreachable');
};

/** Which group holds each named call, read once from the groups bound to a call never made. */
const GROUP_OF = new Map<string, Group>(
  GROUPS.flatMap((group) =>
    Object.keys(group(Object.assign(unmade, { raw: unmade }))).map((name) => [name, group] as const),
  ),
);

interface BoundCalls {
  readonly call: ContractCall;
  readonly groups: Map<Group, Record<string, unknown>>;
}

/*
 * A session's calls are bound lazily, a group at a time: a request creates a session, and binding
 * every one of some 200 calls up front was a measurable share of a short request's time and garbage.
 */
const namedCallsPrototype: object = Object.create(null, {
  ...Object.fromEntries(
    [...GROUP_OF].map(([name, group]) => [
      name,
      {
        enumerable: true,
        get(this: BoundCalls) {
          let bound = this.groups.get(group);
          if (!bound) this.groups.set(group, (bound = group(this.call)));
          return bound[name];
        },
      },
    ]),
  ),
});

/** Every named call, bound to `call` on first use. */
export function namedCalls(call: ContractCall): NamedCalls {
  const bound: BoundCalls = Object.create(namedCallsPrototype);
  Object.assign(bound, { call, groups: new Map() });
  return bound as unknown as NamedCalls;
}

/**
 * The fulfilment REST contract as typed calls: the named calls, and `call` for any route of
 * `@fulfil/rest-contract`. Failures reject with an `UpstreamError`; expected failures the contract
 * answers as data (`isSuccess: false`) resolve. The named calls are getters of its prototype, so a
 * spread leaves them out: a variant is made with `Object.create(api, overrides)`.
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
