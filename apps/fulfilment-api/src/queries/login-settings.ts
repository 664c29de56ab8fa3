import type { Db } from '../db/connect.js';

/** The application attribute holding a client's single sign-on settings (spec 2, value type 22). */
export const LOGIN_SETTINGS_ATTRIBUTE = 'OAuthLoginSettings';

/** A client's login settings as GET client/{clientId}/loginsettings answers them. */
export interface LoginSettings {
  useOAuth: boolean;
  /** The identity provider's issuer, where its OpenID discovery document lives. */
  baseUrl: string | null;
  authorizationBaseUrl: string | null;
  accessTokenEndpoint: string | null;
  logoutEndpoint: string | null;
  scope: string | null;
  apps: { appType: string; appId: string; responseType: string; redirectUrl: string; pkceEnabled: boolean }[];
}

const PASSWORD_LOGIN: LoginSettings = {
  useOAuth: false,
  baseUrl: null,
  authorizationBaseUrl: null,
  accessTokenEndpoint: null,
  logoutEndpoint: null,
  scope: null,
  apps: [],
};

interface StoredApp {
  AppType?: unknown;
  AppId?: unknown;
  ResponseType?: unknown;
  PkceEnabled?: unknown;
  RedirectUrl?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** The attribute's PascalCase JSON in the contract's camelCase; anything unreadable means no OAuth. */
export function toLoginSettings(value: string | undefined): LoginSettings {
  if (value === undefined) return PASSWORD_LOGIN;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return PASSWORD_LOGIN;
  }
  if (typeof parsed !== 'object' || parsed === null) return PASSWORD_LOGIN;
  const stored = parsed as Record<string, unknown>;
  if (stored.UseOAuth !== true) return PASSWORD_LOGIN;
  const apps = Array.isArray(stored.Apps) ? (stored.Apps as StoredApp[]) : [];
  return {
    useOAuth: true,
    baseUrl: text(stored.BaseUrl),
    authorizationBaseUrl: text(stored.AuthorizationBaseUrl),
    accessTokenEndpoint: text(stored.AccessTokenEndpoint),
    logoutEndpoint: text(stored.LogoutEndpoint),
    scope: text(stored.Scope),
    apps: apps.map((app) => ({
      appType: text(app.AppType) ?? '',
      appId: text(app.AppId) ?? '',
      responseType: text(app.ResponseType) ?? '',
      redirectUrl: text(app.RedirectUrl) ?? '',
      pkceEnabled: app.PkceEnabled === true,
    })),
  };
}

/** The client's login settings, or undefined when there is no such client. */
export async function findLoginSettings(db: Db, clientId: number): Promise<LoginSettings | undefined> {
  const row = await db
    .selectFrom('clients')
    .leftJoin('appAttributes', (join) =>
      join
        .onRef('appAttributes.clientId', '=', 'clients.clientId')
        .on('appAttributes.name', '=', LOGIN_SETTINGS_ATTRIBUTE),
    )
    .select('appAttributes.value')
    .where('clients.clientId', '=', clientId)
    .executeTakeFirst();
  return row && toLoginSettings(row.value ?? undefined);
}
