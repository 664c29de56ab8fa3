import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { routes } from './routes';

export function App() {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <FluentProvider theme={webLightTheme}>
      <RouterProvider router={router} />
    </FluentProvider>
  );
}
