/** Private information of spec 3 sections 3 and 7: per role, which of twelve customer fields it sees. */
import {
  PRIVATE_INFO_FIELD_KEYS,
  PRIVATE_INFO_ROLES,
  type PrivateInfoField,
  type PrivateInfoRole,
} from '@fulfil/domain';
import { Type, type Static, type TSchema } from 'typebox';
import { DateTime, Id, ResultWith, route } from './common.js';

const Flag = Type.Union([Type.Literal(0), Type.Literal(1)]);
const Role = Type.Unsafe<PrivateInfoRole>({ type: 'string', enum: PRIVATE_INFO_ROLES });
const flags = Object.fromEntries(PRIVATE_INFO_FIELD_KEYS.map((key) => [key, Flag])) as Record<
  PrivateInfoField,
  typeof Flag
>;

/** One role's settings; version 0 while the role has none stored (every field hidden). */
export const PrivateInfoSetting = Type.Object({
  role: Role,
  ...flags,
  version: Type.Integer(),
  updatedAt: Type.Optional(DateTime),
  updatedBy: Type.Optional(Type.String()),
});
export type PrivateInfoSetting = Static<typeof PrivateInfoSetting>;

const SettingsList = <T extends TSchema>(item: T) =>
  Type.Array(item, { minItems: 1, maxItems: PRIVATE_INFO_ROLES.length });

/** Every listed role, in the spec's order; the client is named by the fulfiller-clientId header. */
export const GetPrivateInfoSettings = route('GET', '/privateinformation/settings', {
  response: { 200: Type.Object({ privateInformationSettings: Type.Array(PrivateInfoSetting) }) },
});

/**
 * Writes the roles given, each over the version it was read at (0 for a role never stored), in one
 * transaction: a stale role refuses the whole write with 409.
 */
export const SavePrivateInfoSettings = route('POST', '/privateinformation/settings', {
  body: Type.Object({
    clientId: Id,
    privateInformationSettings: SettingsList(
      Type.Object({ role: Type.String({ maxLength: 50 }), ...flags, version: Type.Integer({ minimum: 0 }) }),
    ),
  }),
  response: { 200: ResultWith({ privateInformationSettings: Type.Array(PrivateInfoSetting) }) },
});
export type SavePrivateInfoSettingsBody = Static<typeof SavePrivateInfoSettings.body>;
export type PrivateInfoSettingsResult = Static<(typeof SavePrivateInfoSettings.response)[200]>;
