import { describe, expect, it } from 'vitest';
import { canReadHistoryEntry, historyScope } from './history.js';

const person = (role: string, clientId: number | null, storeIds: number[] = []) => ({
  userId: 9,
  role,
  clientId,
  storeIds,
});
const section = { clientId: 1, storeId: 10, entityType: 'Section' };
const provider = { clientId: 1, storeId: 10, entityType: 'StoreDeliveryProvider' };
const clientLevel = { clientId: 1, storeId: null, entityType: 'Integration' };

describe('who reads which history (issue 17: the same authorisation as the row itself)', () => {
  it('gives a systemAdmin every entry and a clientAdmin every entry of its own client only', () => {
    expect(canReadHistoryEntry(person('systemAdmin', null), { ...provider, clientId: 2 })).toBe(true);
    const admin = person('clientAdmin', 1);
    expect([section, provider, clientLevel].every((entry) => canReadHistoryEntry(admin, entry))).toBe(true);
    expect(canReadHistoryEntry(admin, { ...section, clientId: 2 })).toBe(false);
  });

  it('gives a storeManager its stores’ entries, not the client’s own settings or other stores', () => {
    const manager = person('storeManager', 1, [10]);
    expect(canReadHistoryEntry(manager, provider)).toBe(true);
    expect(canReadHistoryEntry(manager, clientLevel)).toBe(false);
    expect(canReadHistoryEntry(manager, { ...section, storeId: 11 })).toBe(false);
  });

  it('gives a shopper only the layout of its stores, never a store’s settings', () => {
    const shopper = person('shopper', 1, [10]);
    expect(canReadHistoryEntry(shopper, section)).toBe(true);
    expect(canReadHistoryEntry(shopper, provider)).toBe(false);
    expect(canReadHistoryEntry(shopper, { ...section, clientId: 2 })).toBe(false);
  });

  it('gives nothing to a role without a client or stores', () => {
    expect(historyScope(person('supportAdmin', 1))).toBeNull();
    expect(historyScope(person('shopper', 1, []))).toBeNull();
    expect(historyScope(person('clientAdmin', null))).toBeNull();
  });
});
