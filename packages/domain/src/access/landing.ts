/** The page of someone with nothing in the portal, and of an address their role may not open. */
export const NO_ACCESS_PATH = '/noaccess';

/** Where a role lands after login or on an empty state (spec 1 "Landing by role"). */
export function landingPath(user: { role: string; storeCount: number }): string {
  switch (user.role) {
    case 'systemAdmin':
      return '/admin/dashboard';
    case 'clientAdmin':
      return '/client/dashboard';
    case 'storeManager':
      return user.storeCount > 0 ? '/store/dashboard' : NO_ACCESS_PATH;
    case 'leadShopper':
      return '/store/dashboard';
    case 'shopper':
      return '/shopper';
    default:
      return NO_ACCESS_PATH;
  }
}
