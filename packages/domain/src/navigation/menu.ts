import { writesStores } from '../access/tenancy.js';
import { readsHistory } from '../history/history.js';
import type { Selection } from './selection.js';

/** Where a menu item sits in the side menu. */
export type MenuGroup = 'admin' | 'client' | 'store';

export interface MenuItem {
  path: string;
  label: string;
  group: MenuGroup;
  /** Side-menu submenu the item belongs to, if any. */
  submenu?: string;
  /** A claim the user must hold, beyond the group's own rule. */
  claim?: string;
  /** Only for those who change the store: the screen shows its secrets (canWriteStore). */
  storeWriters?: true;
  /** Only for the client's managers (systemAdmin, clientAdmin), though the item is a store's. */
  clientManagers?: true;
  /** Only for those who read some history (readsHistory): not a supportAdmin. */
  historyReaders?: true;
}

/** The side menu, in display order. */
/** The portal version the side menu names (spec 1 section 1). */
export const PORTAL_VERSION = '2.37';

export const MENU: readonly MenuItem[] = [
  { group: 'admin', path: '/admin/dashboard', label: 'Dashboard' },
  { group: 'admin', path: '/admin/clients', label: 'Clients' },
  { group: 'admin', path: '/admin/users', label: 'Users' },
  { group: 'admin', path: '/admin/config', label: 'Config' },
  { group: 'client', path: '/client/dashboard', label: 'Dashboard' },
  { group: 'client', path: '/client/stores', label: 'Stores' },
  { group: 'client', path: '/client/users', label: 'Users' },
  { group: 'client', path: '/client/appattributes', label: 'App Attributes' },
  { group: 'client', path: '/client/branding', label: 'Branding' },
  { group: 'client', path: '/client/help', label: 'Help' },
  { group: 'client', path: '/client/creditDefns', label: 'Credit Definitions', claim: 'bigCreditPermission' },
  { group: 'client', path: '/client/customfields', label: 'Custom Fields' },
  { group: 'client', path: '/client/integrations', label: 'Integrations' },
  { group: 'client', path: '/client/apikeys', label: 'API Keys' },
  { group: 'client', path: '/client/autoassignmentrule', label: 'Auto Assignment Rules' },
  { group: 'client', path: '/client/privateinfo', label: 'Private Information' },
  { group: 'client', path: '/client/messagefilter', label: 'Message Filter' },
  { group: 'client', path: '/client/analytics', label: 'Analytics' },
  { group: 'client', path: '/client/reports', label: 'Reports' },
  // Who changed what in the client and its stores (issue 17).
  { group: 'client', path: '/client/activity', label: 'Activity', historyReaders: true },
  { group: 'client', path: '/client/orderreceipt', label: 'Order Receipts', submenu: 'Orders' },
  { group: 'client', path: '/client/loadmanifest', label: 'Load Manifest', submenu: 'Orders' },
  { group: 'client', path: '/client/posintegration', label: 'POS Status', submenu: 'POS' },
  { group: 'client', path: '/client/store/posintegration', label: 'Store POS Status', submenu: 'POS' },
  { group: 'client', path: '/client/upload', label: 'Upload', submenu: 'Upload' },
  {
    group: 'client',
    path: '/client/customordertype',
    label: 'Custom Order Types',
    submenu: 'Custom Order Type',
  },
  { group: 'store', path: '/store/dashboard', label: 'Dashboard' },
  { group: 'store', path: '/store/users', label: 'Users' },
  { group: 'store', path: '/store/zones', label: 'Zones' },
  { group: 'store', path: '/store/foodsafetytypes', label: 'Food Safety Types' },
  { group: 'store', path: '/store/itemcategories', label: 'Item Categories' },
  { group: 'store', path: '/store/merchandise', label: 'Merchandise' },
  { group: 'store', path: '/store/carryout', label: 'Carry Out' },
  { group: 'store', path: '/store/leadtimerules', label: 'Lead Time Rules' },
  { group: 'store', path: '/store/delivery', label: 'Delivery', storeWriters: true },
  // Rules steer every shopper of the client, so the client's managers alone set them (spec 3 section 6).
  { group: 'store', path: '/store/autoassignmentrule', label: 'Auto Assignment Rules', clientManagers: true },
  // Deliveries and loads name customers and addresses: the store's managers and admins only.
  { group: 'store', path: '/store/deliveryreport', label: 'Delivery Report', storeWriters: true },
  {
    group: 'store',
    path: '/store/loadmanifest',
    label: 'Load Manifest',
    storeWriters: true,
    submenu: 'Orders',
  },
  { group: 'store', path: '/store/analytics', label: 'Analytics' },
  { group: 'store', path: '/store/reports', label: 'Reports' },
  { group: 'store', path: '/store/activity', label: 'Activity', historyReaders: true },
  {
    group: 'store',
    path: '/store/customordertype',
    label: 'Custom Order Types',
    submenu: 'Custom Order Type',
  },
];

/**
 * The menu items a user sees: admin items for a systemAdmin; client items for system and client
 * admins once a client is chosen; store items once a store is chosen; each further gated by its claim.
 */
export function visibleMenu(
  user: { role: string; claims: readonly string[] },
  selection: Selection,
): MenuItem[] {
  const isClientAdmin = user.role === 'systemAdmin' || user.role === 'clientAdmin';
  return MENU.filter((item) => {
    if (item.claim && !user.claims.includes(item.claim)) return false;
    if (item.storeWriters && !writesStores(user.role)) return false;
    if (item.clientManagers && !isClientAdmin) return false;
    if (item.historyReaders && !readsHistory(user.role)) return false;
    switch (item.group) {
      case 'admin':
        return user.role === 'systemAdmin';
      case 'client':
        return isClientAdmin && selection.clientId !== null;
      case 'store':
        return selection.storeId !== null;
    }
  });
}
