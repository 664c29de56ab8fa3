import { GraphQLError } from 'graphql';
import { OPERATION_LIMITS } from './limits.js';

/**
 * A `beforeCall` hook counting one operation's REST calls: the call past the limit is refused
 * unsent, so a query the cost estimate let through still cannot fan out without end.
 */
export function upstreamCallBudget(limit = OPERATION_LIMITS.maxUpstreamCalls): () => void {
  let calls = 0;
  return () => {
    calls += 1;
    if (calls <= limit) return;
    throw new GraphQLError(
      `This operation needs more than ${limit} calls to the fulfilment API, the upstream call limit; ask for fewer nested lists.`,
      { extensions: { code: 'UPSTREAM_CALL_LIMIT', limit } },
    );
  };
}
