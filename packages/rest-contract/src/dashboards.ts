/** The dashboards' counts (docs/rest-contract.md, "Dashboards"). */
import { Type, type Static } from 'typebox';
import { IdParams, route } from './common.js';

const count = Type.Integer();

export const AdminDashboard = Type.Object({
  clientCount: count,
  storeCount: count,
  userCount: count,
  shopperCount: count,
});
export type AdminDashboard = Static<typeof AdminDashboard>;

export const ClientDashboard = Type.Object({
  storeCount: count,
  userCount: count,
  shopperCount: count,
  curbsideOnly: Type.Boolean(),
});
export type ClientDashboard = Static<typeof ClientDashboard>;

export const StoreDashboard = Type.Object({
  userCount: count,
  shopperCount: count,
  merchandiseSectionsCount: count,
  carryoutSectionsCount: count,
  itemCategoriesCount: count,
  foodSafetyTypesCount: count,
});
export type StoreDashboard = Static<typeof StoreDashboard>;

/** System administrators only. */
export const GetAdminDashboard = route('GET', '/dashboard/getAdminDashboard', {
  response: { 200: AdminDashboard },
});

export const GetClientDashboard = route('GET', '/dashboard/getClientDashboard/:clientId', {
  params: IdParams('clientId'),
  response: { 200: ClientDashboard },
});

export const GetStoreDashboard = route('GET', '/dashboard/getStoreDashboard/:storeId', {
  params: IdParams('storeId'),
  response: { 200: StoreDashboard },
});
