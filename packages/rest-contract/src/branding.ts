/** The two branding images of a client (spec 2, Branding): base64 PNG, replaced whole. */
import { LOGO_KINDS, type LogoKind } from '@fulfil/domain';
import { Type, type Static } from 'typebox';
import { Id, Result, ResultWith, versionStamp, route } from './common.js';

/** Which logo: the app logo or the report logo. */
export const LogoPrefix = Type.Unsafe<LogoKind>({ type: 'string', enum: LOGO_KINDS });
export type LogoPrefix = Static<typeof LogoPrefix>;

/** A stored logo without its image (its kind is one of the two the API stores). */
export const LogoInfo = Type.Object({
  clientId: Type.Integer(),
  filePrefix: LogoPrefix,
  ...versionStamp,
});
export type LogoInfo = Static<typeof LogoInfo>;

/** A stored logo with its image: base64 PNG, without the data: prefix. */
export const Logo = Type.Object({ ...LogoInfo.properties, imageData: Type.String() });
export type Logo = Static<typeof Logo>;

const LogoParams = Type.Object({ clientId: Id, filePrefix: LogoPrefix });

/** Creates or replaces the logo. */
export const SaveLogo = route('POST', '/client/SaveLogo', {
  body: Type.Object({ clientId: Id, filePrefix: LogoPrefix, imageData: Type.String() }),
  response: { 200: ResultWith({ logo: LogoInfo }) },
});
export type SaveLogoBody = Static<typeof SaveLogo.body>;
export type SaveLogoResult = Static<(typeof SaveLogo.response)[200]>;

export const GetLogo = route('GET', '/client/GetLogo/:clientId/:filePrefix', {
  params: LogoParams,
  response: { 200: Logo },
});

export const DeleteLogo = route('PUT', '/client/DeleteLogo/:clientId/:filePrefix', {
  params: LogoParams,
  response: { 200: Result },
});
