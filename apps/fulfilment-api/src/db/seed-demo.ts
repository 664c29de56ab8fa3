import { DEFAULT_CLAIMS, type Role } from '@fulfil/domain';
import bcrypt from 'bcryptjs';
import { sql, type Transaction } from 'kysely';
import type { Db } from './connect.js';
import { seedDemoLayout } from './seed-demo-layout.js';
import { seedDemoAssignmentRules } from './seed-demo-assignment-rules.js';
import { seedDemoLeadTimeRules } from './seed-demo-lead-time-rules.js';
import { seedDemoClientRules } from './seed-demo-client-rules.js';
import { seedDemoOrders } from './seed-orders.js';
import type { Tables } from './tables.js';

export const DEMO_PASSWORD = 'demo-password';

/** Arbitrary constant so that processes starting together seed once. */
const SEED_LOCK_ID = 4_001_003;

const TIME_ZONE = 'US Eastern Standard Time';
const HUB = 1;
const SPOKE = 2;
const STANDALONE = 3;

type Trx = Transaction<Tables>;

interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  client?: 'demo' | 'other';
  stores?: string[];
}

const DEMO_USERS: DemoUser[] = [
  { email: 'sysadmin@demo.test', firstName: 'Sam', lastName: 'Sysadmin', role: 'systemAdmin' },
  {
    email: 'clientadmin@demo.test',
    firstName: 'Casey',
    lastName: 'Clientadmin',
    role: 'clientAdmin',
    client: 'demo',
  },
  {
    email: 'otheradmin@demo.test',
    firstName: 'Olivia',
    lastName: 'Otheradmin',
    role: 'clientAdmin',
    client: 'other',
  },
  {
    email: 'manager@demo.test',
    firstName: 'Morgan',
    lastName: 'Manager',
    role: 'storeManager',
    client: 'demo',
    stores: ['Downtown Hub', 'Riverside Spoke'],
  },
  {
    email: 'nostores@demo.test',
    firstName: 'Noel',
    lastName: 'Nostores',
    role: 'storeManager',
    client: 'demo',
  },
  {
    email: 'lead@demo.test',
    firstName: 'Lee',
    lastName: 'Lead',
    role: 'leadShopper',
    client: 'demo',
    stores: ['Downtown Hub'],
  },
  {
    email: 'shopper@demo.test',
    firstName: 'Shay',
    lastName: 'Shopper',
    role: 'shopper',
    client: 'demo',
    stores: ['Downtown Hub'],
  },
  { email: 'support@demo.test', firstName: 'Sky', lastName: 'Support', role: 'supportAdmin' },
  {
    email: 'prep@demo.test',
    firstName: 'Pat',
    lastName: 'Prepper',
    role: 'preparedItemWorker',
    client: 'demo',
    stores: ['Downtown Hub'],
  },
  ...extraShoppers('demo', 'Downtown Hub', 'downtown', ['Avery Adams', 'Blake Brooks', 'Cameron Cole']),
  ...extraShoppers('demo', 'Riverside Spoke', 'riverside', ['Dana Diaz', 'Emery Evans']),
  ...extraShoppers('demo', 'Lakeside Market', 'lakeside', ['Finley Ford', 'Gray Garcia']),
  ...extraShoppers('other', 'Harbor Standalone', 'harbor', ['Harper Hill', 'Indy Irwin']),
];

function extraShoppers(client: 'demo' | 'other', store: string, tag: string, names: string[]): DemoUser[] {
  return names.map((fullName, index) => {
    const [firstName = '', lastName = ''] = fullName.split(' ');
    return {
      email: `shopper${index + 1}.${tag}@demo.test`,
      firstName,
      lastName,
      role: 'shopper',
      client,
      stores: [store],
    };
  });
}

/** In insertion order: a spoke's hub comes before it. */
const DEMO_STORES: {
  client: 'demo' | 'other';
  name: string;
  storeTypeId: number;
  parent?: string;
  storeSourceKey: string;
  location: string;
  stateProvince: string;
}[] = [
  {
    client: 'demo',
    name: 'Downtown Hub',
    storeTypeId: HUB,
    storeSourceKey: 'DG-0101',
    location: '1200 Market St, Philadelphia',
    stateProvince: 'PA',
  },
  {
    client: 'demo',
    name: 'Riverside Spoke',
    storeTypeId: SPOKE,
    parent: 'Downtown Hub',
    storeSourceKey: 'DG-0102',
    location: '45 River Rd, Camden',
    stateProvince: 'NJ',
  },
  {
    client: 'demo',
    name: 'Lakeside Market',
    storeTypeId: STANDALONE,
    storeSourceKey: 'DG-0201',
    location: '800 Lake Shore Dr, Erie',
    stateProvince: 'PA',
  },
  {
    client: 'other',
    name: 'Harbor Standalone',
    storeTypeId: STANDALONE,
    storeSourceKey: 'OF-0001',
    location: '1 Harbor Way, Baltimore',
    stateProvince: 'MD',
  },
];

async function insertClient(trx: Trx, name: string, posMode: number) {
  const row = await trx
    .insertInto('clients')
    .values({ name, posMode, persistMode: 1 })
    .returning('clientId')
    .executeTakeFirstOrThrow();
  return row.clientId;
}

/**
 * Seeds two clients with stores, layouts and one user of each kind the portal distinguishes, when
 * the database has no clients yet. Every user's password is DEMO_PASSWORD.
 */
export async function seedDemo(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`.execute(trx);
    if (await trx.selectFrom('clients').select('clientId').limit(1).executeTakeFirst()) return;

    const clients = {
      demo: await insertClient(trx, 'Demo Grocers', 1),
      other: await insertClient(trx, 'Other Foods', 0),
    };
    const storeIds = new Map<string, number>();
    for (const { client, parent, ...store } of DEMO_STORES) {
      const row = await trx
        .insertInto('stores')
        .values({
          ...store,
          clientId: clients[client],
          parentStoreId: parent ? storeIds.get(parent)! : null,
          timeZoneName: TIME_ZONE,
        })
        .returning('storeId')
        .executeTakeFirstOrThrow();
      storeIds.set(store.name, row.storeId);
    }

    // One hash for every demo user keeps the start fast; bcrypt is deliberately slow.
    const passwordHash = await bcrypt.hash(DEMO_PASSWORD, 10);
    const users = await trx
      .insertInto('users')
      .values(
        DEMO_USERS.map((user) => ({
          userName: user.email,
          email: user.email,
          passwordHash,
          firstName: user.firstName,
          lastName: user.lastName,
          phoneNumber: '555-0100',
          clientId: user.client ? clients[user.client] : null,
          role: user.role,
          claims: [...DEFAULT_CLAIMS[user.role]],
        })),
      )
      .returning(['userId', 'email', 'role'])
      .execute();
    const userIds = new Map(users.map((user) => [user.email, user.userId]));
    const assignments = DEMO_USERS.flatMap((user) =>
      (user.stores ?? []).map((name) => ({ userId: userIds.get(user.email)!, storeId: storeIds.get(name)! })),
    );
    await trx.insertInto('userStores').values(assignments).execute();

    for (const storeId of storeIds.values()) {
      const staff = assignments
        .filter((a) => a.storeId === storeId)
        .map((a) => users.find((u) => u.userId === a.userId)!);
      await seedDemoLayout(trx, storeId, staff);
    }

    // Riverside Spoke has DoorDash v2 settings, not yet switched on, and posts order events to a web hook.
    const riverside = storeIds.get('Riverside Spoke')!;
    const delivery = await trx
      .insertInto('storeDeliveryProviders')
      .values({
        storeId: riverside,
        providerId: 12,
        providerEndpointUri: 'https://openapi.doordash.test/drive/v2',
        providerEndpointAuthInfo: 'demo-doordash-key',
        notificationTypeId: 1,
        notificationMinutesBeforePromiseTime: 0,
        notificationEmail: 'riverside@demo.test',
      })
      .returning('storeDeliveryProviderId')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('stores')
      .set({ storeDeliveryProviderId: delivery.storeDeliveryProviderId })
      .where('storeId', '=', riverside)
      .execute();
    await trx
      .insertInto('storeAttributes')
      .values([
        { storeId: riverside, name: 'StoreOpenTime', value: '07:00' },
        {
          storeId: riverside,
          name: 'WebHookUrl',
          value: JSON.stringify([{ name: 'Order updates', url: 'https://hooks.demo.test/orders' }]),
        },
      ])
      .execute();

    // Providers as numbered by migration 009: 1 NCR Emerald (point of sale), 4 DoorDash Drive.
    await trx
      .insertInto('clientIntegrations')
      .values([
        {
          clientId: clients.demo,
          providerId: 1,
          name: 'Store POS',
          authOptions: JSON.stringify([
            { key: 'tenantId', value: 'demo-grocers' },
            { key: 'apiKey', value: 'demo-pos-key' },
          ]),
        },
        {
          clientId: clients.demo,
          providerId: 4,
          name: 'Same-day delivery',
          status: false,
          authOptions: JSON.stringify([{ key: 'developerId', value: 'demo-doordash' }]),
        },
      ])
      .execute();

    await trx
      .insertInto('customFields')
      .values([
        {
          clientId: clients.demo,
          name: 'Delivery instructions',
          sourceKey: 'delivery_instructions',
          description: 'Where to leave the order.',
          dataType: 'Text',
          assignment: 1,
        },
        {
          clientId: clients.demo,
          name: 'Substitution allowed',
          sourceKey: 'substitution_allowed',
          description: 'Whether the shopper may substitute this item.',
          dataType: 'Boolean',
          assignment: 2,
        },
      ])
      .execute();
    await trx
      .insertInto('customerCreditDefinitions')
      .values({
        clientId: clients.demo,
        name: 'Late delivery',
        creditDefinitionSourceKey: 'LATE',
        customerNotificationTemplate: 'Sorry your order was late: we have credited your account.',
        customerCreditDepartments: JSON.stringify([{ name: 'Grocery' }, { name: 'Frozen' }]),
        customerCreditMultipliers: JSON.stringify([{ name: '1.0' }, { name: '1.5' }]),
        customerCreditPermissions: JSON.stringify([{ name: 'Small Credit' }]),
      })
      .execute();
    await trx
      .insertInto('helpItems')
      .values({
        clientId: clients.demo,
        upcList: '041196910184, 041196910191',
        helpHtml: '<p>Pick from the <b>frozen</b> aisle last and bag with ice packs.</p>',
      })
      .execute();
    await seedDemoClientRules(trx, clients, storeIds);
    await seedDemoLeadTimeRules(trx, clients);
    // After the rows they rank and filter by.
    await seedDemoAssignmentRules(trx, clients);
    await seedDemoOrders(trx);
  });
}
