import type { ApolloServerPlugin } from '@apollo/server';
import type { FinishedCall } from '@fulfil/fulfilment-client';
import type { LiveBus } from '@fulfil/live';
import { DURATION_BUCKETS } from '@fulfil/observability';
import type { OperationDefinitionNode } from 'graphql';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';

/** What the live metrics read their figures from. */
export interface LiveSources {
  bus: LiveBus;
  /** Subscriptions listening to this gateway's events now. */
  subscriptions: () => number;
  /** Subscriptions that have started listening since the gateway started. */
  subscriptionsStarted: () => number;
  /** Signed-in sockets open on this gateway now. */
  sockets: () => number;
}

/**
 * The gateway's own metrics, beside each HTTP request's: GraphQL operations, the REST calls they
 * make, open sockets and subscriptions, and how late and how whole the bus delivers.
 */
export class GatewayMetrics {
  private readonly operations: Histogram<'type' | 'field' | 'outcome'>;
  private readonly upstream: Histogram<'method' | 'route' | 'status'>;
  private readonly busLag: Histogram;
  private readonly busResyncs: Counter<'reason'>;

  constructor(private readonly registry: Registry) {
    const registers = [registry];
    this.operations = new Histogram({
      name: 'graphql_operation_duration_seconds',
      help: 'GraphQL operations over HTTP by type, first root field and outcome, and how long each took',
      labelNames: ['type', 'field', 'outcome'],
      buckets: DURATION_BUCKETS,
      registers,
    });
    this.upstream = new Histogram({
      name: 'upstream_call_duration_seconds',
      help: 'Calls to the fulfilment REST API by method, route and status (0: unanswered), and their latency',
      labelNames: ['method', 'route', 'status'],
      buckets: DURATION_BUCKETS,
      registers,
    });
    this.busLag = new Histogram({
      name: 'live_bus_lag_seconds',
      help: 'Time from a change being published to this gateway receiving it from the bus',
      buckets: DURATION_BUCKETS,
      registers,
    });
    this.busResyncs = new Counter({
      name: 'live_bus_resyncs_total',
      help: 'Times the bus may have lost events (BUS_RECONNECTED after a reconnect, EVENTS_DROPPED)',
      labelNames: ['reason'],
      registers,
    });
  }

  /** For the REST client's `onCallDone`. */
  readonly upstreamCallDone = (call: FinishedCall): void => {
    this.upstream.observe({ method: call.method, route: call.route, status: call.status }, call.seconds);
  };

  /**
   * Times each operation. The label is the first root field, from the schema, rather than the
   * operation name, which a caller may choose freely and would grow the label set without bound.
   */
  readonly operationsPlugin: ApolloServerPlugin = {
    requestDidStart: async () => {
      const started = performance.now();
      let operation: OperationDefinitionNode | undefined;
      return {
        didResolveOperation: async (context) => {
          operation = context.operation;
        },
        willSendResponse: async (context) => {
          const first = operation?.selectionSet.selections[0];
          this.operations.observe(
            {
              type: operation?.operation ?? 'invalid',
              field: first?.kind === 'Field' ? first.name.value : 'none',
              outcome: context.errors?.length ? 'error' : 'ok',
            },
            (performance.now() - started) / 1000,
          );
        },
      };
    },
  };

  /** Follows the bus and the open sockets; resolves to a function that stops following. */
  async watchLive({
    bus,
    subscriptions,
    subscriptionsStarted,
    sockets,
  }: LiveSources): Promise<() => Promise<void>> {
    new Gauge({
      name: 'live_subscriptions',
      help: 'Subscriptions listening to live events on this gateway',
      registers: [this.registry],
      collect() {
        this.set(subscriptions());
      },
    });
    // Only ever rises, so a client can tell that its own subscription started while others end.
    new Counter({
      name: 'live_subscriptions_started_total',
      help: 'Subscriptions that started listening to live events on this gateway',
      registers: [this.registry],
      collect() {
        this.reset();
        this.inc(subscriptionsStarted());
      },
    });
    new Gauge({
      name: 'live_sockets',
      help: 'Signed-in GraphQL WebSocket connections open on this gateway',
      registers: [this.registry],
      collect() {
        this.set(sockets());
      },
    });
    const stopResyncs = bus.onResync((reason) => this.busResyncs.inc({ reason }));
    const unsubscribe = await bus.subscribe('*', (event) =>
      this.busLag.observe(Math.max(0, Date.now() - Date.parse(event.at)) / 1000),
    );
    return async () => {
      stopResyncs();
      await unsubscribe();
    };
  }
}
