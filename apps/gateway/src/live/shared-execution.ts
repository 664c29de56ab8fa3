import { createHash } from 'node:crypto';
import { viewerKey } from '@fulfil/domain';
import type { ChangeEvent } from '@fulfil/live';
import {
  createSourceEventStream,
  execute,
  getOperationAST,
  print,
  type ExecutionArgs,
  type ExecutionResult,
} from 'graphql';
import { asTenant } from '../auth/viewer.js';
import type { GatewayContext } from '../context.js';
import { endingAtOnce } from './ending-at-once.js';

/** How long an event's result stays reusable: long enough for every local subscriber to take it. */
const RESULT_TTL_MS = 10_000;

/** The subscription fields whose results depend only on the event and the kind of viewer. */
export const SHARED_SUBSCRIPTION_FIELDS: ReadonlySet<string> = new Set([
  'storeEvents',
  'adminEvents',
  'userEvents',
]);

/**
 * Runs a live subscription's resolvers once per gateway for each (event, document, variables, kind
 * of viewer): the first subscriber to receive an event executes the selection, every other
 * subscriber with the same operation whose answer cannot differ (the same role, client, claims
 * and, below clientAdmin, the same person and stores: `viewerKey`) reuses that ExecutionResult.
 * So N admins on one store cost one execution per event, not N, and nobody is handed a result
 * resolved with someone else's rights. The subscribe resolvers still run per subscriber and
 * decide who is entitled to which events; only the per-event work is shared.
 */
export class SharedExecution {
  private readonly results = new Map<string, Promise<ExecutionResult>>();
  private readonly payloads = new WeakMap<ExecutionResult, Buffer>();
  /** Executions actually run (for tests and metrics). */
  executions = 0;
  /** Results stringified (for tests and metrics): one per execution, however many sockets take it. */
  serialisations = 0;

  /** graphql-ws `subscribe`: shared for the fields listed above, graphql-js's own otherwise. */
  async subscribe(args: ExecutionArgs): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
    const source = await createSourceEventStream(args);
    if (!isAsyncIterable(source)) return source;
    const key = operationKey(args);
    return this.map(source as AsyncIterable<ChangeEvent>, (event) => this.resultFor(event, key, args));
  }

  /** Whether an operation's results may be shared between subscribers. */
  static applies(args: ExecutionArgs): boolean {
    const operation = getOperationAST(args.document, args.operationName);
    if (operation?.operation !== 'subscription') return false;
    const fields = operation.selectionSet.selections;
    return fields.every(
      (field) => field.kind === 'Field' && SHARED_SUBSCRIPTION_FIELDS.has(field.name.value),
    );
  }

  /**
   * The `next` payload of a result, as the bytes every socket of its group is sent. The subscribers
   * of a group hold the very same result object, so it is formatted and stringified once.
   */
  payloadOf(result: ExecutionResult, format: (result: ExecutionResult) => unknown): Buffer {
    let payload = this.payloads.get(result);
    if (!payload) {
      this.serialisations += 1;
      payload = Buffer.from(JSON.stringify(format(result)));
      this.payloads.set(result, payload);
    }
    return payload;
  }

  private resultFor(event: ChangeEvent, key: string, args: ExecutionArgs): Promise<ExecutionResult> {
    const cacheKey = `${event.id}\u0000${key}`;
    let result = this.results.get(cacheKey);
    if (!result) {
      this.executions += 1;
      result = Promise.resolve(execute({ ...args, rootValue: event }));
      this.results.set(cacheKey, result);
      setTimeout(() => this.results.delete(cacheKey), RESULT_TTL_MS).unref();
    }
    return result;
  }

  /** The results of the source's events; leaving ends the source at once (see `endingAtOnce`). */
  private map(
    source: AsyncIterable<ChangeEvent>,
    toResult: (event: ChangeEvent) => Promise<ExecutionResult>,
  ): AsyncIterableIterator<ExecutionResult> {
    const iterator = source[Symbol.asyncIterator]();
    return endingAtOnce<ExecutionResult>(iterator, async () => {
      const next = await iterator.next();
      return next.done
        ? { value: undefined, done: true }
        : { value: await toResult(next.value), done: false };
    });
  }
}

/**
 * The same document with the same variables and operation gets the same result for an event, for
 * viewers of the same kind.
 */
function operationKey(args: ExecutionArgs): string {
  const viewer = (args.contextValue as GatewayContext | undefined)?.viewer;
  return createHash('sha256')
    .update(viewer ? viewerKey(asTenant(viewer)) : '')
    .update('\u0000')
    .update(print(args.document))
    .update('\u0000')
    .update(args.operationName ?? '')
    .update('\u0000')
    .update(JSON.stringify(args.variableValues ?? {}))
    .digest('base64url');
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}
