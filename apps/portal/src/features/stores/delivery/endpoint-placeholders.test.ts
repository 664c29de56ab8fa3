import { describe, expect, it } from 'vitest';
import { endpointPlaceholder, endpointSettingName } from './endpoint-placeholders';

describe('delivery endpoint placeholders', () => {
  it('names each provider’s setting after the provider', () => {
    expect(endpointSettingName('DoorDash v2')).toBe('VITE_DELIVERY_ENDPOINT_DOORDASH_V2');
    expect(endpointSettingName('The Grocery Runners')).toBe('VITE_DELIVERY_ENDPOINT_THE_GROCERY_RUNNERS');
  });

  it('offers the configured address and nothing when it is unset', () => {
    const settings = { VITE_DELIVERY_ENDPOINT_DOORDASH_V2: 'https://api.doordash.test/drive' };
    expect(endpointPlaceholder(12, settings)).toBe('https://api.doordash.test/drive');
    expect(endpointPlaceholder(3, settings)).toBe('');
  });

  it('offers none for Walmart and Generic, whatever is configured', () => {
    const settings = { VITE_DELIVERY_ENDPOINT_WALMART: 'x', VITE_DELIVERY_ENDPOINT_GENERIC: 'y' };
    expect(endpointPlaceholder(11, settings)).toBe('');
    expect(endpointPlaceholder(1, settings)).toBe('');
  });
});
