import { describe, expect, it } from 'vitest';
import {
  CONTAINER_COLORS,
  CONTAINER_ICONS,
  containerClasses,
  FOOD_SAFETY_MESSAGES,
  parseMaxLeadTime,
  validateFoodSafetyType,
} from './food-safety-types.js';
import {
  ITEM_CATEGORY_PREPARED_ITEMS_MODES,
  NEW_SHELF_PREPARED_ITEMS_MODE,
  PREP_OPTIONS,
  PREPARED_ITEMS_MODES,
  sectionPrepOption,
  shelfPrepOption,
  shelvesInheritingChange,
} from './prepared-items.js';
import {
  contiguousSequences,
  moveInOrder,
  nextItemCategorySequence,
  nextMerchandiseSequence,
  nextStagingSectionSequence,
  nextStagingShelfSequence,
  placeAt,
  reorderFailed,
} from './sequence.js';
import { clampCount, SECTION_MESSAGES, validateNewSection, zoneListLabel } from './sections.js';

describe('food safety types', () => {
  it('offers the nine icons and five colours of the fixed lists', () => {
    expect(CONTAINER_ICONS.map((i) => i.value)).toEqual([
      'Ambient',
      'Cooler',
      'Freezer',
      'Chemical',
      'Hot Food',
      'Other-Circle',
      'Other-Square',
      'Other-Grid',
      'Other-Triangle',
    ]);
    expect(CONTAINER_COLORS.map((c) => c.value)).toEqual([
      'Blood Orange',
      'Carrot',
      'Summer-Squash',
      'Granny Smith',
      'Kale',
    ]);
  });

  it('derives the background classes with the -active, -inactive and -fill suffixes', () => {
    expect(containerClasses('Granny Smith')).toEqual({
      containerActiveBackgroundClass: 'fst-granny-smith-active',
      containerInactiveBackgroundClass: 'fst-granny-smith-inactive',
      containerFillBackgroundClass: 'fst-granny-smith-fill',
    });
  });

  it.each([
    ['08:30:15', '08:30:15'],
    ['23:59', '23:59:00'],
    ['00:00:00', '00:00:00'],
    ['', ''],
  ])('accepts the max lead time %j', (input, stored) => {
    expect(parseMaxLeadTime(input)).toBe(stored);
  });

  it.each(['24:00:00', '12:60', '12:30:60', '8:30', 'noon', '12:30:15:00'])(
    'refuses the max lead time %j',
    (input) => {
      expect(parseMaxLeadTime(input)).toBeNull();
    },
  );

  it('requires name, colour and icon and says what is wrong with the lead time', () => {
    expect(
      validateFoodSafetyType({ name: ' ', containerColor: '', containerIcon: null, maxLeadTime: '25:00' }),
    ).toEqual([
      { field: 'name', message: FOOD_SAFETY_MESSAGES.nameRequired },
      { field: 'containerColor', message: FOOD_SAFETY_MESSAGES.colorRequired },
      { field: 'containerIcon', message: FOOD_SAFETY_MESSAGES.iconRequired },
      { field: 'maxLeadTime', message: 'Max Lead Time Value format must be hh:mm:ss' },
    ]);
    expect(FOOD_SAFETY_MESSAGES.invalidValueTitle).toBe('Invalid Value');
  });
});

describe('prepared items and prep options', () => {
  it('names modes 1 to 5, item-category modes 1 to 3 and prep options 1 to 4', () => {
    expect(PREPARED_ITEMS_MODES[5]).toBe('Inherit what was set at the section');
    expect(Object.keys(PREPARED_ITEMS_MODES)).toHaveLength(5);
    expect(ITEM_CATEGORY_PREPARED_ITEMS_MODES).toEqual({
      1: 'No',
      2: 'Yes as designated by Item',
      3: 'Yes Always',
    });
    expect(PREP_OPTIONS).toEqual({ 1: 'Regular', 2: 'Lite', 3: 'Hybrid', 4: 'Made to Order' });
  });

  it('gives a new shelf mode 5, inheriting from its section', () => {
    expect(NEW_SHELF_PREPARED_ITEMS_MODE).toBe(5);
  });

  it('lets an inheriting shelf follow the section, clears it for No, keeps its own otherwise', () => {
    const section = { prepOptionId: 3 };
    expect(shelfPrepOption({ preparedItemsMode: 5, prepOptionId: 1 }, section)).toBe(3);
    expect(shelfPrepOption({ preparedItemsMode: 1, prepOptionId: 2 }, section)).toBeNull();
    expect(shelfPrepOption({ preparedItemsMode: 4, prepOptionId: 2 }, section)).toBe(2);
    expect(shelfPrepOption({ preparedItemsMode: 2, prepOptionId: null }, section)).toBe(1);
  });

  it('clears the prep option of a section whose mode is No, defaulting to Regular otherwise', () => {
    expect(sectionPrepOption({ preparedItemsMode: 1, prepOptionId: 4 })).toBeNull();
    expect(sectionPrepOption({ preparedItemsMode: 4, prepOptionId: null })).toBe(1);
  });

  it("updates only the inheriting shelves when a section's prep option changes", () => {
    const shelves = [
      { shelfId: 1, preparedItemsMode: 5, prepOptionId: 1 },
      { shelfId: 2, preparedItemsMode: 4, prepOptionId: 1 },
      { shelfId: 3, preparedItemsMode: 5, prepOptionId: 2 },
    ];
    expect(shelvesInheritingChange(shelves, 2)).toEqual([
      { shelfId: 1, preparedItemsMode: 5, prepOptionId: 2 },
    ]);
  });
});

describe('sequences and moves', () => {
  it('moves an item before or after its target', () => {
    expect(moveInOrder([1, 2, 3, 4], 4, 'Before', 2)).toEqual([1, 4, 2, 3]);
    expect(moveInOrder([1, 2, 3, 4], 1, 'After', 3)).toEqual([2, 3, 1, 4]);
    expect(moveInOrder([1, 2, 3, 4], 2, 'After', 4)).toEqual([1, 3, 4, 2]);
  });

  it('leaves the order alone for a move onto itself or an unknown id', () => {
    expect(moveInOrder([1, 2, 3], 2, 'Before', 2)).toEqual([1, 2, 3]);
    expect(moveInOrder([1, 2, 3], 9, 'Before', 2)).toEqual([1, 2, 3]);
  });

  it('places a moved item at its new position, giving the order the move stored', () => {
    const before = [1, 2, 3, 4, 5];
    for (const [source, direction, target] of [
      [4, 'Before', 2],
      [1, 'After', 3],
      [2, 'After', 5],
      [5, 'Before', 1],
    ] as const) {
      const stored = moveInOrder(before, source, direction, target);
      expect(placeAt(before, source, stored.indexOf(source) + 1)).toEqual(stored);
    }
    expect(placeAt([1, 2, 3], 1, 9)).toEqual([2, 3, 1]);
  });

  it('numbers sequences contiguously from 1', () => {
    expect(contiguousSequences(['a', 'b'])).toEqual([
      { id: 'a', sequenceId: 1 },
      { id: 'b', sequenceId: 2 },
    ]);
  });

  it('uses the spec numbers for new rows', () => {
    expect(nextMerchandiseSequence(12)).toBe(13);
    expect(nextItemCategorySequence(20)).toBe(20);
    expect(nextStagingSectionSequence(4)).toBe(4);
    expect(nextStagingShelfSequence(0)).toBe(0);
    expect(nextStagingShelfSequence(3)).toBe(4);
  });

  it('rolls a reorder back on a status above 200 or an error', () => {
    expect(reorderFailed(200)).toBe(false);
    expect(reorderFailed(204)).toBe(true);
    expect(reorderFailed(null)).toBe(true);
  });
});

describe('merchandise sections', () => {
  it('requires code, food safety type and prepared items mode, in the spec words', () => {
    expect(validateNewSection({}).map((e) => e.message)).toEqual([
      'Code field is required',
      'Food Safety Type is required',
      'Prepared items mode is required',
    ]);
    expect(validateNewSection({ sectionSourceKey: 'A1', foodSafetyTypeId: 3, preparedItemsMode: 1 })).toEqual(
      [],
    );
    expect(SECTION_MESSAGES.codeRequired).toBe('Code field is required');
  });

  it('truncates the zone list at 30 characters', () => {
    expect(zoneListLabel(['Front', 'Back'])).toBe('Front, Back');
    const label = zoneListLabel(['Produce and Bakery', 'Frozen and Dairy', 'Household']);
    expect(label.startsWith('Produce and Bakery, Frozen and')).toBe(true);
    expect(label.replace(/\.\.\.$/, '')).toHaveLength(30);
  });

  it('never counts below 0', () => {
    expect(clampCount(-1)).toBe(0);
    expect(clampCount(4)).toBe(4);
  });
});
