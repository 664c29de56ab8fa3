import { describe, expect, it } from 'vitest';
import {
  NO_FOOD_SAFETY_TYPE,
  newZoneRefusal,
  withMembership,
  ZONE_MESSAGES,
  zoneFoodSafetyChoices,
} from './zones.js';

describe('zone rules', () => {
  it('refuses a zone without sections with "Please choose at least one section for this zone."', () => {
    expect(newZoneRefusal([])).toBe('Please choose at least one section for this zone.');
    expect(ZONE_MESSAGES.createErrorTitle).toBe('Create Error');
  });

  it('accepts a zone with one section', () => {
    expect(newZoneRefusal(['7'])).toBeNull();
  });

  it('offers "(No FoodSafetyType)" without an id before the store’s types', () => {
    expect(zoneFoodSafetyChoices([{ id: '3', name: 'Cooler' }])).toEqual([
      { id: null, name: '(No FoodSafetyType)' },
      { id: '3', name: 'Cooler' },
    ]);
    expect(NO_FOOD_SAFETY_TYPE).toBe('(No FoodSafetyType)');
  });

  const id = (value: { id: string }) => value.id;

  it('adds a linked member once, however often the link is added', () => {
    const once = withMembership([{ id: 'a' }], { id: 'b' }, true, id);
    expect(withMembership(once, { id: 'b' }, true, id)).toEqual([{ id: 'a' }, { id: 'b' }]);
  });

  it('removes an unlinked member, and removing one that is absent leaves the list and its count alone', () => {
    expect(withMembership([{ id: 'a' }, { id: 'b' }], { id: 'a' }, false, id)).toEqual([{ id: 'b' }]);
    expect(withMembership([], { id: 'a' }, false, id)).toHaveLength(0);
  });
});
