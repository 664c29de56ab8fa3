import { sql } from 'kysely';
import type { Db } from './connect.js';
import { DEMO_LAYOUT } from './seed-demo-layout.js';
import { seedStoreLayout, type LayoutPlan } from './seed-layout.js';

export interface LargeStoreOptions {
  sections?: number;
  shelvesPerSection?: number;
}

/** Same constant as the demo seed: a large store is added only after the demo data exists. */
const DEMO_CLIENT = 'Demo Grocers';
const STANDALONE = 3;

/** `count` aisles cycling through the demo's food safety types, each with `shelves` shelves. */
function largePlan(count: number, shelves: number): LayoutPlan {
  const demo = DEMO_LAYOUT.sections;
  const sections = Array.from({ length: count }, (_, index) => {
    const model = demo[index % demo.length]!;
    const aisle = index + 1;
    return {
      key: `L${String(aisle).padStart(4, '0')}`,
      name: `Aisle ${aisle} – ${model.name.replace(/^Aisle \d+ – /, '')}`,
      foodSafety: model.foodSafety,
      preparedItemsMode: model.preparedItemsMode,
      prepOptionId: model.prepOptionId,
      shelves: Array.from({ length: shelves }, (_, shelf) => `Shelf ${shelf + 1}`),
    };
  });
  const byFoodSafety = (name: string) => sections.filter((s) => s.foodSafety === name).map((s) => s.key);
  return {
    ...DEMO_LAYOUT,
    sections,
    zones: [
      { name: 'Grocery', sectionKeys: byFoodSafety('Ambient') },
      { name: 'Fresh', sectionKeys: byFoodSafety('Cooler') },
      { name: 'Frozen', sectionKeys: byFoodSafety('Freezer') },
      { name: 'Front of Store', sectionKeys: [...byFoodSafety('Hot Food'), ...byFoodSafety('Chemical')] },
    ],
  };
}

/**
 * Adds a new standalone store under Demo Grocers with a large layout (default 300 sections of 20
 * shelves), for benchmarks of the layout screens. Needs the demo data. Answers the new store's id.
 */
export async function seedLargeStore(db: Db, options: LargeStoreOptions = {}): Promise<number> {
  const sections = options.sections ?? 300;
  const shelvesPerSection = options.shelvesPerSection ?? 20;
  return db.transaction().execute(async (trx) => {
    const client = await trx
      .selectFrom('clients')
      .select('clientId')
      .where('name', '=', DEMO_CLIENT)
      .executeTakeFirst();
    if (!client) throw new Error(`seedLargeStore needs the demo data: no client named ${DEMO_CLIENT}.`);
    const { n } = await trx
      .selectFrom('stores')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    const { storeId } = await trx
      .insertInto('stores')
      .values({
        clientId: client.clientId,
        name: `Large Store ${n + 1} (${sections}×${shelvesPerSection})`,
        storeTypeId: STANDALONE,
        storeSourceKey: `DG-L${n + 1}`,
        location: '1 Warehouse Way, Newark',
        stateProvince: 'NJ',
        timeZoneName: 'US Eastern Standard Time',
      })
      .returning('storeId')
      .executeTakeFirstOrThrow();
    await seedStoreLayout(trx, storeId, largePlan(sections, shelvesPerSection));
    return storeId;
  });
}
