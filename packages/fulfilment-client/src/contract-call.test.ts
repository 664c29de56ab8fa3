import { describe, expect, it } from 'vitest';
import { pathOf } from './contract-call.js';

describe('pathOf', () => {
  it('fills the path parameters, escaped', () => {
    expect(
      pathOf('/client/GetLogo/:clientId/:filePrefix', { params: { clientId: 4, filePrefix: 'app' } }),
    ).toBe('/client/GetLogo/4/app');
    expect(pathOf('/user/userstores/:userName', { params: { userName: 'lee/a b' } })).toBe(
      '/user/userstores/lee%2Fa%20b',
    );
  });

  it('writes arrays as repeated keys and leaves out what is undefined', () => {
    expect(pathOf('/store/ByUserIds', { querystring: { ids: [3, 5], since: undefined } })).toBe(
      '/store/ByUserIds?ids=3&ids=5',
    );
    expect(pathOf('/store', {})).toBe('/store');
  });
});
