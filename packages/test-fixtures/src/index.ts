export {
  obtainAccessToken,
  obtainTokens,
  type ObtainedTokens,
  startOidcProvider,
  type OidcProviderOptions,
  type TestOidcProvider,
} from './oidc-provider.js';
export { startSmtpServer, type ParsedMail, type TestSmtpServer } from './smtp-server.js';
export { freePort, startRedisServer, type TestRedisServer } from './redis-server.js';
export { ifStarted } from './teardown.js';
