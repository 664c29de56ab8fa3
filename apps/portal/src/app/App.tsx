import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { ScreenPrefetch } from '../lib/screen-prefetch';
import { prefetchScreen } from './page-modules';
import { routes } from './routes';

export function App() {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <FluentProvider theme={webLightTheme}>
      <ScreenPrefetch.Provider value={prefetchScreen}>
        <RouterProvider router={router} />
      </ScreenPrefetch.Provider>
    </FluentProvider>
  );
}
