/**
 * The demo people as the README describes them, and what each may read and write, stated
 * independently of the product's code: the oracle a delivered event is held against.
 */
export interface DemoPerson {
  email: string;
  /** system: everything; client: one client; store: assigned stores of one client; none: nothing. */
  reach: 'system' | 'client' | 'store' | 'none';
  client?: 'demo' | 'other';
  stores?: readonly string[];
  /** A storeManager reshapes and reads the secrets of its stores; other store-level roles do not. */
  writesStores?: boolean;
}

export const DEMO_PEOPLE = {
  sysadmin: { email: 'sysadmin@demo.test', reach: 'system' },
  clientadmin: { email: 'clientadmin@demo.test', reach: 'client', client: 'demo' },
  otheradmin: { email: 'otheradmin@demo.test', reach: 'client', client: 'other' },
  manager: {
    email: 'manager@demo.test',
    reach: 'store',
    client: 'demo',
    stores: ['Downtown Hub', 'Riverside Spoke'],
    writesStores: true,
  },
  nostores: { email: 'nostores@demo.test', reach: 'store', client: 'demo', stores: [], writesStores: true },
  lead: { email: 'lead@demo.test', reach: 'store', client: 'demo', stores: ['Downtown Hub'] },
  shopper: { email: 'shopper@demo.test', reach: 'store', client: 'demo', stores: ['Downtown Hub'] },
  support: { email: 'support@demo.test', reach: 'none' },
  prep: { email: 'prep@demo.test', reach: 'store', client: 'demo', stores: ['Downtown Hub'] },
} satisfies Record<string, DemoPerson>;

export type PersonName = keyof typeof DEMO_PEOPLE;

/** The ids the demo data got in this run: clients by tenant, stores by name and by id. */
export interface DemoWorld {
  clientIds: Record<'demo' | 'other', number>;
  storeIds: Map<string, number>;
  /** The client of every store, created during the run or not. */
  storeClients: Map<number, number>;
}

const SCOPE = /^(store|client):(\d+)$/;

/** Whether the person may read the rows of an event's scope (`store:N`, `client:N`, `users`). */
export function mayRead(person: DemoPerson, scope: string, world: DemoWorld): boolean {
  if (person.reach === 'system') return true;
  const match = SCOPE.exec(scope);
  if (!match || person.reach === 'none' || !person.client) return false;
  const clientId = world.clientIds[person.client];
  const id = Number(match[2]);
  if (match[1] === 'client') return id === clientId;
  if (world.storeClients.get(id) !== clientId) return false;
  return person.reach === 'client' || (person.stores ?? []).some((name) => world.storeIds.get(name) === id);
}

/** Whether the person may read a scope's secrets: the admins of its client, a manager of its store. */
export function mayWrite(person: DemoPerson, scope: string, world: DemoWorld): boolean {
  if (!mayRead(person, scope, world)) return false;
  if (person.reach === 'system' || person.reach === 'client') return true;
  return scope.startsWith('store:') && person.writesStores === true;
}

/** Whether the person sees all of a client at once (null: all clients): its admins, a systemAdmin. */
export function mayManage(person: DemoPerson, clientId: number | null, world: DemoWorld): boolean {
  if (person.reach === 'system') return true;
  return person.reach === 'client' && clientId !== null && world.clientIds[person.client!] === clientId;
}
