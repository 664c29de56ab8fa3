export {
  obtainAccessToken,
  obtainTokens,
  type ObtainedTokens,
  startOidcProvider,
  type OidcProviderOptions,
  type TestOidcProvider,
} from './oidc-provider.js';
export { startSmtpServer, type ParsedMail, type TestSmtpServer } from './smtp-server.js';
