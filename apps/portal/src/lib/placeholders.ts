/** Screens of the route table that are not built yet: each shows its name and purpose meanwhile. */
export const PLACEHOLDER_SCREENS: readonly { path: string; title: string; purpose: string }[] = [
  { path: '/admin/config', title: 'Config', purpose: 'System configuration.' },
  {
    path: '/client/posintegration',
    title: 'POS status',
    purpose: 'The point-of-sale integration status of the client.',
  },
  {
    path: '/client/store/posintegration',
    title: 'Store POS status',
    purpose: 'The point-of-sale status of each store.',
  },
  { path: '/client/orderreceipt', title: 'Order receipts', purpose: 'Order receipts of a store.' },
  { path: '/client/loadmanifest', title: 'Load manifest', purpose: 'Load manifests of delivery orders.' },
  { path: '/store/loadmanifest', title: 'Load manifest', purpose: 'Load manifests of the store.' },
];
