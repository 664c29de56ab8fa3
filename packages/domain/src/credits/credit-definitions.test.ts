import { describe, expect, it } from 'vitest';
import {
  CREDIT_MULTIPLIERS,
  CREDIT_PERMISSIONS,
  creditDefinitionChanges,
  creditDefinitionRefusal,
  withDefaultPermission,
} from './credit-definitions.js';

const named = (...names: string[]) => names.map((name) => ({ name }));

const original = {
  customerCreditDepartments: named('Produce', 'Bakery'),
  customerCreditMultipliers: named('1.5'),
  customerCreditPermissions: named('Big Credit'),
};

describe('credit definition rules', () => {
  it('offers multipliers 1.0 to 4.0 in steps of 0.5 as ids 1 to 7', () => {
    expect(CREDIT_MULTIPLIERS.map(({ id }) => id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(CREDIT_MULTIPLIERS.map(({ name }) => name)).toEqual([
      '1.0',
      '1.5',
      '2.0',
      '2.5',
      '3.0',
      '3.5',
      '4.0',
    ]);
  });

  it('offers Big Credit (Store Manager or above) and Small Credit (any Shopper)', () => {
    expect(CREDIT_PERMISSIONS.map(({ name }) => name)).toEqual(['Big Credit', 'Small Credit']);
  });

  it('treats a definition without a permission as Small Credit', () => {
    expect(withDefaultPermission([])).toEqual(named('Small Credit'));
    expect(withDefaultPermission(named('Big Credit'))).toEqual(named('Big Credit'));
  });

  it('marks only the lists that differ from the original, ignoring order', () => {
    expect(creditDefinitionChanges(original, original)).toEqual({
      departments: false,
      multipliers: false,
      permissions: false,
    });
    const reordered = { ...original, customerCreditDepartments: named('Bakery', 'Produce') };
    expect(creditDefinitionChanges(original, reordered).departments).toBe(false);
    const changed = { ...original, customerCreditMultipliers: named('1.5', '2.0') };
    expect(creditDefinitionChanges(original, changed)).toEqual({
      departments: false,
      multipliers: true,
      permissions: false,
    });
  });

  it('counts no permission and Small Credit as the same permission', () => {
    const none = { ...original, customerCreditPermissions: [] };
    const small = { ...original, customerCreditPermissions: named('Small Credit') };
    expect(creditDefinitionChanges(none, small).permissions).toBe(false);
    expect(creditDefinitionChanges(original, small).permissions).toBe(true);
  });

  it('refuses a blank name, an unknown multiplier or an unknown permission', () => {
    expect(creditDefinitionRefusal({ name: 'Damaged item', ...original })).toBeNull();
    expect(creditDefinitionRefusal({ name: ' ', ...original })).toBe('Name is required.');
    expect(creditDefinitionRefusal({ name: 'x', ...original, customerCreditMultipliers: named('5.0') })).toBe(
      "'5.0' is not a credit multiplier.",
    );
    expect(
      creditDefinitionRefusal({ name: 'x', ...original, customerCreditPermissions: named('Huge Credit') }),
    ).toBe("'Huge Credit' is not a credit permission.");
  });
});
