import { Navigate, type RouteObject } from 'react-router-dom';
import { Spinner } from '@fluentui/react-components';
import { LoginPage } from '../features/auth/LoginPage';
import { HomeRedirect } from './HomeRedirect';
import { PlaceholderPage } from '../ui/PlaceholderPage';
import { PLACEHOLDER_SCREENS } from '../lib/placeholders';
import { SIGNED_IN_LAYOUTS, SIGNED_IN_PAGES } from './page-modules';

/**
 * Every route of the spec's route table. The login page is loaded eagerly; everything behind it is
 * a lazy chunk, so signing in downloads only what the login page shows. The login page loads Apollo
 * itself when it sends a request; every other page gets it from the layout around them.
 */
const pages: RouteObject[] = [
  { path: '/', element: <HomeRedirect /> },
  { path: '/login', element: <LoginPage /> },
  {
    lazy: async () => ({ Component: await SIGNED_IN_LAYOUTS.apollo() }),
    children: [
      {
        path: '/logout',
        lazy: async () => ({ Component: (await import('../features/auth/LogoutPage')).LogoutPage }),
      },
      {
        path: '/oauthlogin',
        lazy: async () => ({ Component: (await import('../features/auth/OAuthLoginPage')).OAuthLoginPage }),
      },
      {
        path: '/loginwithbutton',
        lazy: async () => ({
          Component: (await import('../features/auth/LoginWithButtonPage')).LoginWithButtonPage,
        }),
      },
      // Exempt from the login check: they are reached from a reset e-mail.
      {
        path: '/forgotyourpassword',
        lazy: async () => ({
          Component: (await import('../features/auth/ForgotPasswordPage')).ForgotPasswordPage,
        }),
      },
      {
        path: '/resetPassword',
        lazy: async () => ({
          Component: (await import('../features/auth/ResetPasswordPage')).ResetPasswordPage,
        }),
      },
      {
        // The login check and what it keeps (session renewal, write access) serve the signed-in pages only.
        lazy: async () => ({ Component: await SIGNED_IN_LAYOUTS.login() }),
        children: [
          {
            lazy: async () => ({ Component: await SIGNED_IN_LAYOUTS.shell() }),
            children: [
              ...Object.entries(SIGNED_IN_PAGES).map(([path, screen]) => ({
                path,
                lazy: async () => ({ Component: await screen() }),
              })),
              ...PLACEHOLDER_SCREENS.map(({ path, title, purpose }) => ({
                path,
                element: <PlaceholderPage title={title} purpose={purpose} />,
              })),
            ],
          },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/login" replace /> },
];

/** Shown while the first lazy screen of a visit loads. */
export const routes: RouteObject[] = [
  { hydrateFallbackElement: <Spinner label="Loading…" />, children: pages },
];
