import { prefetchScreen, SIGNED_IN_LAYOUTS, SIGNED_IN_PAGES } from './app/page-modules';

// A signed-in address loaded anew fetches its screen and layouts beside the main bundle: the router
// would ask for them only once that bundle has been fetched and run.
if (SIGNED_IN_PAGES[location.pathname]) {
  for (const load of Object.values(SIGNED_IN_LAYOUTS)) load().catch(() => undefined);
  prefetchScreen(location.pathname);
}
