/**
 * Limits on one operation, over HTTP and WebSocket alike: generous for the portal's queries, fatal
 * to abusive ones. docs/operations.md explains each number.
 */
export const OPERATION_LIMITS = {
  maxDepth: 8,
  maxAliases: 15,
  /** The most a document may cost by the list-aware estimate of operation-cost.ts. */
  maxCost: 20_000,
  /** The size counted for a list of objects whose arguments give no page size (`take`). */
  listEstimate: 20,
  /** REST calls one query or mutation may make, counted as they are sent. */
  maxUpstreamCalls: 50,
  maxTokens: 2000,
  maxDirectives: 20,
};
