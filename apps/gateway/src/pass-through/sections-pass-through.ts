import type { GatewayGraphQLRequestContext } from '@apollo/server-gateway-interface';
import { locatedError, type ExecutionResult, type GraphQLSchema } from 'graphql';
import type { GatewayContext } from '../context.js';
import { sectionsProjection } from './section-projection.js';

/**
 * Answers an HTTP query of a store's sections alone with the API's own bytes: the API builds the
 * selection's projection as the GraphQL answer's JSON, and the gateway splices it in unparsed. A
 * store's layout is some 1 MB and 60,000 fields, which parsing, executing and serialising again
 * made about a third slower than the REST read. The API checks the caller as the REST read does,
 * and a failure of the read is the root field's error, as an executed resolver's would be. Null
 * when the operation is anything else, and it is executed as usual.
 */
export async function passedThrough(
  schema: GraphQLSchema,
  request: GatewayGraphQLRequestContext,
  variables: Record<string, unknown>,
): Promise<ExecutionResult | null> {
  const { splices, api } = request.context as GatewayContext;
  if (!splices) return null;
  const projection = sectionsProjection(schema, request.document, request.operation, variables);
  if (!projection) return null;
  const { storeId, key, nodes, fields } = projection;
  try {
    return { data: { [key]: splices.hold(await api.sectionProjection(storeId, fields)) } };
  } catch (error) {
    return { data: null, errors: [locatedError(error, nodes, [key])] };
  }
}
