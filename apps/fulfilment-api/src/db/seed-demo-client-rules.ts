import {
  PRIVATE_INFO_FIELD_KEYS,
  PRIVATE_INFO_ROLES,
  type PrivateInfoFlags,
  type PrivateInfoRole,
} from '@fulfil/domain';
import type { Transaction } from 'kysely';
import { privateInfoColumns } from '../queries/private-info.js';
import { demoIconPng } from './demo-icons.js';
import type { Tables } from './tables.js';

type Trx = Transaction<Tables>;

const icon = (color: readonly [number, number, number]) => ({
  iconData: demoIconPng(color),
  iconMimeType: 'image/png',
});

/** Enough words for three pages of the message filter list. */
const DEMO_FILTERED_WORDS = [
  'darn',
  'heck',
  'dang',
  'shoot',
  'rats',
  'blast',
  'crud',
  'drat',
  'gosh',
  'jeez',
  'frick',
  'shucks',
  'bummer',
  'nuts',
  'phooey',
  'yikes',
  'zounds',
  'egad',
  'blimey',
  'crikey',
  'bloody',
  'bugger',
  'sod',
  'git',
  'twit',
  'prat',
  'berk',
  'numpty',
];

/** Who sees which customer fields: staff near the order see what they need to hand it over. */
const DEMO_PRIVATE_INFO: Record<PrivateInfoRole, readonly string[]> = {
  systemAdmin: ['all'],
  clientAdmin: ['all'],
  storeManager: ['all'],
  shopper: ['customerFirstName', 'customerLastName', 'customerPhone'],
  leadShopper: ['customerFirstName', 'customerLastName', 'customerPhone', 'customerLoyaltyNumber'],
  preparedItemWorker: ['customerFirstName'],
  deliveryDriver: [
    'customerFirstName',
    'customerLastName',
    'customerPhone',
    'customerAddressLine1',
    'customerAddressLine2',
    'customerCityTown',
    'customerStateProvince',
    'customerZipCode',
  ],
  carryoutOnly: ['customerFirstName', 'customerLastName'],
  commandCenterOnly: ['customerFirstName', 'customerLastName', 'customerPhone', 'customerEmailAddress'],
};

function privateInfoRow(clientId: number, role: PrivateInfoRole) {
  const shown = DEMO_PRIVATE_INFO[role];
  const flags = Object.fromEntries(
    PRIVATE_INFO_FIELD_KEYS.map((field) => [field, shown.includes('all') || shown.includes(field) ? 1 : 0]),
  ) as PrivateInfoFlags;
  return { clientId, role, ...privateInfoColumns(flags) };
}

/** Custom order types with icons, message filters and private information for the demo clients. */
export async function seedDemoClientRules(
  trx: Trx,
  clients: { demo: number; other: number },
  storeIds: ReadonlyMap<string, number>,
): Promise<void> {
  await trx
    .insertInto('orderSubTypes')
    .values([
      {
        clientId: clients.demo,
        storeId: null,
        name: 'Catering',
        sourceKey: 'CATERING',
        ...icon([214, 96, 28]),
      },
      {
        clientId: clients.demo,
        storeId: null,
        name: 'Curbside Express',
        sourceKey: 'CURBSIDE_EXPRESS',
        ...icon([16, 110, 190]),
      },
      {
        clientId: clients.demo,
        storeId: null,
        name: 'Gift Order',
        sourceKey: 'GIFT',
        ...icon([160, 40, 140]),
      },
      {
        clientId: clients.demo,
        storeId: storeIds.get('Downtown Hub')!,
        name: 'Deli Platter',
        sourceKey: 'DELI_PLATTER',
        ...icon([60, 150, 60]),
      },
      {
        clientId: clients.other,
        storeId: null,
        name: 'Bulk Order',
        sourceKey: 'BULK',
        ...icon([90, 90, 90]),
      },
    ])
    .execute();
  await trx
    .insertInto('messageFilters')
    .values([
      ...DEMO_FILTERED_WORDS.map((word) => ({ clientId: clients.demo, word })),
      { clientId: clients.other, word: 'rubbish' },
    ])
    .execute();
  await trx
    .insertInto('privateInfoSettings')
    .values(PRIVATE_INFO_ROLES.map((role) => privateInfoRow(clients.demo, role)))
    .execute();
}
