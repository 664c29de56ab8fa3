import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApi } from './test-api.js';

/** Demo users by what they may do to Downtown Hub's layout. */
export const SYSADMIN = 'sysadmin@demo.test';
export const ADMIN = 'clientadmin@demo.test';
export const OTHER_ADMIN = 'otheradmin@demo.test';
export const MANAGER = 'manager@demo.test';
export const SHOPPER = 'shopper@demo.test';
export const LEAD = 'lead@demo.test';

/** The answer of a write that succeeded, typed loosely for assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function written(response: LightMyRequestResponse): any {
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  expect(body.isSuccess, response.body).toBe(true);
  return body;
}

export interface SectionDetail {
  sectionId: number;
  sectionSourceKey: string;
  name: string;
  sequenceId: number;
  prepOptionId: number | null;
  preparedItemsMode: number;
  foodSafetyTypeId: number;
  version: number;
  zoneSections: { zoneId: number; zoneName: string }[];
  shelves: {
    shelfId: number;
    sectionId: number;
    sequenceId: number;
    preparedItemsMode: number;
    prepOptionId: number | null;
    version: number;
  }[];
}

export async function sectionsOf(api: TestApi, storeId: number): Promise<SectionDetail[]> {
  const response = await api.call('GET', `/section/detail/store/${storeId}`, { as: ADMIN });
  expect(response.statusCode).toBe(200);
  return response.json<{ sectionDetails: SectionDetail[] }>().sectionDetails;
}

/** Creates a section named after its code, at the end of the store's list; answers it as stored. */
export async function createSection(
  api: TestApi,
  place: { storeId: number; foodSafetyTypeId: number },
  sectionSourceKey: string,
  as = ADMIN,
) {
  const body = { ...place, sectionSourceKey, name: sectionSourceKey, preparedItemsMode: 2 };
  return written(await api.call('POST', '/section', { as, body })).section;
}

export async function foodSafetyTypeIds(api: TestApi, storeId: number): Promise<Map<string, number>> {
  const response = await api.call('GET', `/foodsafetytype/store/${storeId}`, { as: ADMIN });
  const rows = response.json<{ foodSafetyTypeObjects: { name: string; foodSafetyTypeId: number }[] }>();
  return new Map(rows.foodSafetyTypeObjects.map((row) => [row.name, row.foodSafetyTypeId]));
}
