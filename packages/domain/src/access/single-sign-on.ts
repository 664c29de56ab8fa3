/** Messages of single sign-on (spec 1 section 8). */
export const SSO_MESSAGES = {
  credentialsNotValidated: 'Your user credentials could not be validated in the portal.',
} as const;

/** The scope asked of the identity provider, at sign-in and at each refresh (spec 1 section 9). */
export const SSO_SCOPE = 'profile email openid';

/** The app type of the admin portal among a client's single-sign-on apps. */
export const ADMIN_APP_TYPE = 'admin';

interface LoginSettings<App> {
  useOAuth: boolean;
  authorizationBaseUrl?: string | null;
  accessTokenEndpoint?: string | null;
  apps: readonly App[];
}

/**
 * The portal's app in a client's login settings, with the provider's endpoints, or null when single
 * sign-on is not available: no settings, OAuth disabled, or no admin app (spec 1 sections 4 and 5).
 */
export function ssoAdminApp<App extends { appType: string }>(
  settings: LoginSettings<App> | null | undefined,
): { app: App; authorizationBaseUrl: string; accessTokenEndpoint: string } | null {
  if (!settings?.useOAuth || !settings.authorizationBaseUrl || !settings.accessTokenEndpoint) return null;
  const app = settings.apps.find((candidate) => candidate.appType.toLowerCase() === ADMIN_APP_TYPE);
  return app
    ? {
        app,
        authorizationBaseUrl: settings.authorizationBaseUrl,
        accessTokenEndpoint: settings.accessTokenEndpoint,
      }
    : null;
}
