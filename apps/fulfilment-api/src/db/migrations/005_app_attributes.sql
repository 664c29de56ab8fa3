-- Application attributes of a client (spec 2 section 7): named values such as the single sign-on
-- settings "OAuthLoginSettings", which replace clients.oauth_settings.

CREATE TABLE app_attributes (
  app_attribute_id serial PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (client_id) ON DELETE CASCADE,
  name text NOT NULL,
  value text NOT NULL,
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text NOT NULL DEFAULT 'system',
  UNIQUE (client_id, name)
);

-- The stored camelCase settings become the attribute's PascalCase JSON.
INSERT INTO app_attributes (client_id, name, value)
SELECT
  client_id,
  'OAuthLoginSettings',
  jsonb_build_object(
    'UseOAuth', coalesce((oauth_settings ->> 'useOAuth')::boolean, false),
    'BaseUrl', oauth_settings -> 'baseUrl',
    'AuthorizationBaseUrl', oauth_settings -> 'authorizationBaseUrl',
    'AccessTokenEndpoint', oauth_settings -> 'accessTokenEndpoint',
    'LogoutEndpoint', oauth_settings -> 'logoutEndpoint',
    'Scope', oauth_settings -> 'scope',
    'Apps', coalesce(
      (
        SELECT jsonb_agg(jsonb_build_object(
          'AppType', app ->> 'appType',
          'AppId', app ->> 'appId',
          'ResponseType', app ->> 'responseType',
          'PkceEnabled', coalesce((app ->> 'pkceEnabled')::boolean, false),
          'RedirectUrl', app ->> 'redirectUrl'
        ))
        FROM jsonb_array_elements(coalesce(oauth_settings -> 'apps', '[]'::jsonb)) AS app
      ),
      '[]'::jsonb
    )
  )::text
FROM clients
WHERE oauth_settings IS NOT NULL;

ALTER TABLE clients DROP COLUMN oauth_settings;
