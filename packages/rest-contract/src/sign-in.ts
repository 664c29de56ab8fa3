/** Signing in, the session behind a token, and password reset (spec 1 sections 2, 4, 7 and 8). */
import { Type, type Static } from 'typebox';
import { DateTime, Id, route } from './common.js';

/** The answer of every login: with e-mail and password, with an access token, and refresh. */
export const LoginAnswer = Type.Object({
  token: Type.String(),
  expiresAt: DateTime,
  userId: Type.Integer(),
  clientIntegrationEnabled: Type.Boolean(),
  claims: Type.Array(Type.String()),
});
export type LoginAnswer = Static<typeof LoginAnswer>;

/** Public. */
export const LoginWithEmail = route('POST', '/user/LoginWithEmail', {
  body: Type.Object({ Email: Type.String({ minLength: 1 }), Password: Type.String({ minLength: 1 }) }),
  response: { 200: LoginAnswer },
});

/** A new token for the bearer of the current one. */
export const RefreshToken = route('POST', '/user/RefreshToken', { response: { 200: LoginAnswer } });

/** Public: with an access token of the client's identity provider. */
export const LoginWithAccessToken = route('POST', '/user/LoginWithAccessToken', {
  body: Type.Object({ clientId: Id, accessToken: Type.String({ minLength: 1, maxLength: 8192 }) }),
  response: { 200: LoginAnswer },
});

/** The bearer of a token as the service knows them now. */
export const Session = Type.Object({
  userId: Type.Integer(),
  userName: Type.String(),
  email: Type.String(),
  displayName: Type.String(),
  role: Type.String(),
  /** 0 when the user has no client. */
  clientId: Type.Integer(),
  storeIds: Type.Array(Type.Integer()),
  claims: Type.Array(Type.String()),
});
export type Session = Static<typeof Session>;

/**
 * Not in the spec's contract: the gateway asks who a token's bearer is now, when
 * a live subscription starts and when access may have changed.
 */
export const GetSession = route('GET', '/user/session', { response: { 200: Session } });

/** Answer of the password calls: responseCode 0 is success. */
export const ResponseMessage = Type.Object({ responseCode: Type.Integer(), responseMessage: Type.String() });
export type ResponseMessage = Static<typeof ResponseMessage>;

/** Public: the body is the address as a bare JSON string. */
export const SendPasswordResetEmail = route('POST', '/user/SendPasswordResetEmail', {
  body: Type.String({ maxLength: 256 }),
  response: { 200: ResponseMessage },
});

/** Public: with the token of the reset e-mail's link. */
export const ResetPassword = route('POST', '/user/ResetPassword', {
  body: Type.Object({
    Email: Type.String({ maxLength: 256 }),
    ResetToken: Type.String({ maxLength: 200 }),
    NewPassword: Type.String({ maxLength: 200 }),
  }),
  response: { 200: ResponseMessage },
});
export type ResetPasswordBody = Static<typeof ResetPassword.body>;
