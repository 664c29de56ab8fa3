import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { actorSetting } from './actor.js';

const SET_ACTOR = "SELECT set_config('fulfil.actor', $1, false)";

/**
 * `dialect` whose connections tell their database session who acts before each write, from the
 * request's context. A session keeps the setting, so it is sent only when it differs from what the
 * session was last told: a person's successive writes cost nothing more. A rollback may restore an
 * older value, so the session is told again after one. `sessionOf` names the database session
 * behind a connection (pg: one per pooled client; PGlite: the only one).
 */
export function withActor(dialect: Dialect, sessionOf: (connection: DatabaseConnection) => object): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: () => new ActorDriver(dialect.createDriver(), sessionOf),
  };
}

/** Plain reads change nothing, so they go without the setting; anything else may write. */
const mayWrite = (query: CompiledQuery) => query.query.kind !== 'SelectQueryNode';

class ActorConnection implements DatabaseConnection {
  constructor(
    readonly inner: DatabaseConnection,
    private readonly session: object,
    private readonly told: WeakMap<object, string>,
  ) {}

  private async tell(query: CompiledQuery): Promise<void> {
    if (!mayWrite(query)) return;
    const actor = actorSetting();
    if ((this.told.get(this.session) ?? '') === actor) return;
    await this.inner.executeQuery(CompiledQuery.raw(SET_ACTOR, [actor]));
    this.told.set(this.session, actor);
  }

  forget(): void {
    this.told.delete(this.session);
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    await this.tell(query);
    return this.inner.executeQuery<R>(query);
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    await this.tell(query);
    yield* this.inner.streamQuery<R>(query, chunkSize);
  }
}

class ActorDriver implements Driver {
  private readonly told = new WeakMap<object, string>();

  constructor(
    private readonly inner: Driver,
    private readonly sessionOf: (connection: DatabaseConnection) => object,
  ) {}

  init = () => this.inner.init();
  destroy = () => this.inner.destroy();

  async acquireConnection(): Promise<DatabaseConnection> {
    const inner = await this.inner.acquireConnection();
    return new ActorConnection(inner, this.sessionOf(inner), this.told);
  }

  releaseConnection = (connection: DatabaseConnection) => this.inner.releaseConnection(innerOf(connection));
  beginTransaction = (connection: DatabaseConnection, settings: TransactionSettings) =>
    this.inner.beginTransaction(innerOf(connection), settings);
  commitTransaction = (connection: DatabaseConnection) => this.inner.commitTransaction(innerOf(connection));

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    (connection as ActorConnection).forget();
    await this.inner.rollbackTransaction(innerOf(connection));
  }

  savepoint: Driver['savepoint'] = (connection, name, compile) =>
    this.inner.savepoint!(innerOf(connection), name, compile);
  releaseSavepoint: Driver['releaseSavepoint'] = (connection, name, compile) =>
    this.inner.releaseSavepoint!(innerOf(connection), name, compile);
  rollbackToSavepoint: Driver['rollbackToSavepoint'] = async (connection, name, compile) => {
    (connection as ActorConnection).forget();
    await this.inner.rollbackToSavepoint!(innerOf(connection), name, compile);
  };
}

const innerOf = (connection: DatabaseConnection) => (connection as ActorConnection).inner;
