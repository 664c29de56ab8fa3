/** Help items of a client (spec 2 sections 3 and 7): HTML help shown for a list of UPCs. */
import { Type, type Static } from 'typebox';
import { Id, IdParams, ListAnswer, ResultWith, versionStamp, route } from './common.js';

export const HelpItem = Type.Object({
  productId: Type.Integer(),
  clientId: Type.Integer(),
  upcList: Type.String(),
  /** Stored as written; readers sanitise it before showing it. */
  helpHTML: Type.String(),
  ...versionStamp,
});
export type HelpItem = Static<typeof HelpItem>;

export const GetHelp = route('GET', '/client/gethelp/:clientId', {
  params: IdParams('clientId'),
  response: { 200: ListAnswer('helpItems', HelpItem) },
});

/** Without a productId it creates the item, with one it updates over `version`. */
export const UpdateHelp = route('PUT', '/client/updatehelp/', {
  body: Type.Object({
    clientId: Id,
    productId: Type.Optional(Id),
    helpItem: Type.Object({
      upcList: Type.String({ maxLength: 10_000 }),
      helpHTML: Type.String({ maxLength: 200_000 }),
      version: Type.Optional(Id),
    }),
  }),
  response: { 200: ResultWith({ helpItem: HelpItem }) },
});
export type UpdateHelpBody = Static<typeof UpdateHelp.body>;
export type HelpItemResult = Static<(typeof UpdateHelp.response)[200]>;
