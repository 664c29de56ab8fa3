/** Screens of the route table that are not built yet: each shows its name and purpose meanwhile. */
export const PLACEHOLDER_SCREENS: readonly { path: string; title: string; purpose: string }[] = [
  { path: '/admin/config', title: 'Config', purpose: 'System configuration.' },
  { path: '/client/analytics', title: 'Analytics', purpose: "Charts of the client's fulfilment." },
  { path: '/client/reports', title: 'Reports', purpose: "Table reports of the client's fulfilment." },
  { path: '/store/analytics', title: 'Analytics', purpose: "Charts of the store's fulfilment." },
  { path: '/store/reports', title: 'Reports', purpose: "Table reports of the store's fulfilment." },
];
