/** Screens of the route table that are not built yet: each shows its name and purpose meanwhile. */
export const PLACEHOLDER_SCREENS: readonly { path: string; title: string; purpose: string }[] = [
  { path: '/admin/config', title: 'Config', purpose: 'System configuration.' },
];
