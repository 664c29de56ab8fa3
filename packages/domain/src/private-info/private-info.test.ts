import { describe, expect, it } from 'vitest';
import {
  HIDDEN_PRIVATE_INFO,
  PRIVATE_INFO_FIELD_KEYS,
  PRIVATE_INFO_MESSAGES,
  PRIVATE_INFO_ROLES,
  privateInfoSettingsRefusal,
} from './private-info.js';

describe('private information (spec 3 points 3 and 6)', () => {
  it('sets the nine listed roles', () => {
    expect(PRIVATE_INFO_ROLES).toEqual([
      'systemAdmin',
      'clientAdmin',
      'storeManager',
      'shopper',
      'leadShopper',
      'preparedItemWorker',
      'deliveryDriver',
      'carryoutOnly',
      'commandCenterOnly',
    ]);
  });

  it('has the twelve customer fields, hidden until set', () => {
    expect(PRIVATE_INFO_FIELD_KEYS).toEqual([
      'customerFirstName',
      'customerLastName',
      'customerDOB',
      'customerLoyaltyNumber',
      'customerPhone',
      'customerEmailAddress',
      'customerAddressLine1',
      'customerAddressLine2',
      'customerCityTown',
      'customerStateProvince',
      'customerZipCode',
      'customerCountry',
    ]);
    expect(Object.values(HIDDEN_PRIVATE_INFO)).toEqual(new Array(12).fill(0));
  });

  it('refuses a role not listed and a role given twice', () => {
    expect(privateInfoSettingsRefusal(['shopper', 'clientAdmin'])).toBeNull();
    expect(privateInfoSettingsRefusal(['supportAdmin'])).toBe(
      PRIVATE_INFO_MESSAGES.unknownRole('supportAdmin'),
    );
    expect(privateInfoSettingsRefusal(['shopper', 'shopper'])).toBe(
      PRIVATE_INFO_MESSAGES.repeatedRole('shopper'),
    );
  });
});
