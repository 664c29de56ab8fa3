import { SHOPPER_ROLES } from '@fulfil/domain';
import type { Transaction } from 'kysely';
import { seedStoreLayout, type LayoutPlan } from './seed-layout.js';
import type { Tables } from './tables.js';

/** The layout of every demo store: what a mid-size supermarket's admins would set up. */

const AMBIENT = 'Ambient';
const COOLER = 'Cooler';
const FREEZER = 'Freezer';
const HOT_FOOD = 'Hot Food';
const CHEMICAL = 'Chemical';

export const DEMO_FOOD_SAFETY_TYPES: LayoutPlan['foodSafetyTypes'] = [
  { name: AMBIENT, containerColor: 'Granny Smith', containerIcon: 'Ambient', maxLeadTime: '04:00:00' },
  { name: COOLER, containerColor: 'Kale', containerIcon: 'Cooler', maxLeadTime: '02:00:00' },
  { name: FREEZER, containerColor: 'Summer-Squash', containerIcon: 'Freezer', maxLeadTime: '01:00:00' },
  { name: HOT_FOOD, containerColor: 'Blood Orange', containerIcon: 'Hot Food', maxLeadTime: '00:30:00' },
  // Cleaning products wait in their own container, with no time limit.
  { name: CHEMICAL, containerColor: 'Carrot', containerIcon: 'Chemical', maxLeadTime: null },
];

const YES_BY_ITEM = 2;
const YES_ALWAYS_CATEGORY = 3;
const YES_ALWAYS_SECTION = 4;

export const DEMO_ITEM_CATEGORIES: LayoutPlan['itemCategories'] = [
  { key: 'Produce', foodSafety: COOLER },
  { key: 'Bakery', foodSafety: AMBIENT, preparedItemsMode: YES_BY_ITEM },
  { key: 'Dairy', foodSafety: COOLER },
  { key: 'Eggs', foodSafety: COOLER },
  { key: 'Meat', foodSafety: COOLER },
  { key: 'Seafood', foodSafety: COOLER },
  { key: 'Deli', foodSafety: COOLER, preparedItemsMode: YES_BY_ITEM },
  { key: 'Hot Meals', foodSafety: HOT_FOOD, preparedItemsMode: YES_ALWAYS_CATEGORY },
  { key: 'Rotisserie', foodSafety: HOT_FOOD, preparedItemsMode: YES_ALWAYS_CATEGORY },
  { key: 'Frozen Meals', foodSafety: FREEZER },
  { key: 'Ice Cream', foodSafety: FREEZER },
  { key: 'Frozen Vegetables', foodSafety: FREEZER },
  { key: 'Pantry', foodSafety: AMBIENT },
  { key: 'Canned Goods', foodSafety: AMBIENT },
  { key: 'Snacks', foodSafety: AMBIENT },
  { key: 'Beverages', foodSafety: AMBIENT },
  { key: 'Beer & Wine', foodSafety: AMBIENT, isAlcohol: true },
  { key: 'Spirits', foodSafety: AMBIENT, isAlcohol: true },
  { key: 'Health & Beauty', foodSafety: AMBIENT },
  { key: 'Baby', foodSafety: AMBIENT },
  { key: 'Pet', foodSafety: AMBIENT },
  { key: 'Cleaning', foodSafety: CHEMICAL },
];

const aisles: [string, string, string[], { preparedItemsMode?: number; prepOptionId?: number }?][] = [
  ['Produce', COOLER, ['Apples & Pears', 'Citrus', 'Salad Greens', 'Herbs', 'Root Vegetables']],
  ['Bakery', AMBIENT, ['Bread', 'Rolls & Buns', 'Cakes', 'Pastries'], { preparedItemsMode: YES_BY_ITEM }],
  ['Dairy', COOLER, ['Milk', 'Yogurt', 'Cheese', 'Butter & Spreads', 'Eggs']],
  ['Meat & Seafood', COOLER, ['Beef', 'Poultry', 'Pork', 'Fish', 'Shellfish']],
  [
    'Deli',
    COOLER,
    ['Sliced Meats', 'Cheeses', 'Salads', 'Dips'],
    { preparedItemsMode: YES_ALWAYS_SECTION, prepOptionId: 2 },
  ],
  [
    'Hot Food',
    HOT_FOOD,
    ['Rotisserie', 'Soups', 'Hot Meals'],
    { preparedItemsMode: YES_ALWAYS_SECTION, prepOptionId: 4 },
  ],
  ['Frozen', FREEZER, ['Ready Meals', 'Pizza', 'Vegetables', 'Ice Cream', 'Desserts', 'Breakfast']],
  ['Pantry', AMBIENT, ['Pasta & Rice', 'Sauces', 'Canned Goods', 'Baking', 'Spices', 'Cereal']],
  ['Snacks', AMBIENT, ['Chips', 'Crackers', 'Candy', 'Nuts']],
  ['Beverages', AMBIENT, ['Water', 'Soft Drinks', 'Juice', 'Coffee & Tea']],
  ['Beer & Wine', AMBIENT, ['Beer', 'Red Wine', 'White Wine', 'Spirits']],
  ['Household', CHEMICAL, ['Cleaning', 'Laundry', 'Paper Goods']],
];

const code = (aisle: number) => `A${String(aisle).padStart(2, '0')}`;

export const DEMO_SECTIONS: LayoutPlan['sections'] = aisles.map(
  ([name, foodSafety, shelves, prep], index) => ({
    key: code(index + 1),
    name: `Aisle ${index + 1} – ${name}`,
    foodSafety,
    shelves,
    ...prep,
  }),
);

export const DEMO_STAGING: LayoutPlan['staging'] = [
  { name: 'Ambient Staging', foodSafety: AMBIENT, labelId: 'AS', shelves: 4 },
  { name: 'Cooler Staging', foodSafety: COOLER, labelId: 'CS', shelves: 3 },
  { name: 'Freezer Staging', foodSafety: FREEZER, labelId: 'FS', shelves: 3 },
  { name: 'Hot Food Staging', foodSafety: HOT_FOOD, labelId: 'HS', shelves: 2 },
];

export const DEMO_ZONES: LayoutPlan['zones'] = [
  { name: 'Front of Store', sectionKeys: ['A01', 'A02', 'A06'] },
  { name: 'Grocery', sectionKeys: ['A08', 'A09', 'A10', 'A11', 'A12'] },
  { name: 'Fresh', sectionKeys: ['A01', 'A03', 'A04', 'A05'] },
  { name: 'Frozen', sectionKeys: ['A07'] },
];

export const DEMO_LAYOUT: LayoutPlan = {
  foodSafetyTypes: DEMO_FOOD_SAFETY_TYPES,
  itemCategories: DEMO_ITEM_CATEGORIES,
  sections: DEMO_SECTIONS,
  staging: DEMO_STAGING,
  zones: DEMO_ZONES,
};

const BEER_AND_WINE = 'A11';
const PREPARED_SECTIONS = ['A05', 'A06'];

/**
 * One demo store's layout and its people in it: the store's shoppers work the front of the store,
 * its first extra shopper (shopper1.*) may not pick beer and wine, and its preppers opt in to the
 * deli and hot food.
 */
export async function seedDemoLayout(
  trx: Transaction<Tables>,
  storeId: number,
  staff: { userId: number; email: string; role: string }[],
): Promise<void> {
  const { sectionIds, zoneIds } = await seedStoreLayout(trx, storeId, DEMO_LAYOUT);
  const shoppers = staff.filter((user) => (SHOPPER_ROLES as readonly string[]).includes(user.role));
  if (shoppers.length) {
    const zoneId = zoneIds.get('Front of Store')!;
    await trx
      .insertInto('zoneUsers')
      .values(shoppers.map((user) => ({ zoneId, userId: user.userId })))
      .execute();
  }
  const restricted = staff.filter((user) => user.email.startsWith('shopper1.'));
  if (restricted.length) {
    const sectionId = sectionIds.get(BEER_AND_WINE)!;
    await trx
      .insertInto('sectionUserRestrictions')
      .values(restricted.map((user) => ({ sectionId, userId: user.userId })))
      .execute();
  }
  const preppers = staff.filter((user) => user.role === 'preparedItemWorker');
  if (preppers.length) {
    await trx
      .insertInto('sectionPrepperOptins')
      .values(
        preppers.flatMap((user) =>
          PREPARED_SECTIONS.map((key) => ({ sectionId: sectionIds.get(key)!, userId: user.userId })),
        ),
      )
      .execute();
  }
}
