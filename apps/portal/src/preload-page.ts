import { SIGNED_IN_LAYOUTS, SIGNED_IN_PAGES } from './app/page-modules';

// A signed-in address loaded anew fetches its screen and layouts beside the main bundle: the router
// would ask for them only once that bundle has been fetched and run. A failure here is the router's
// to report when it asks again.
const screen = SIGNED_IN_PAGES[location.pathname];
if (screen) for (const load of [...Object.values(SIGNED_IN_LAYOUTS), screen]) load().catch(() => undefined);
