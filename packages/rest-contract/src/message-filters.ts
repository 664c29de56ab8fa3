/**
 * Message filters of spec 3 sections 3 and 7: words filtered from a client's messages, read a page
 * at a time. The read's filterRequest, sortingRequest and pagingRequest travel as query parameters.
 */
import {
  MAX_MESSAGE_FILTER_WORD,
  MESSAGE_FILTER_DIRECTIONS,
  type MessageFilterDirection,
} from '@fulfil/domain';
import { Type, type Static } from 'typebox';
import { Id, Result, ResultWith, route, versionStamp } from './common.js';

export const MessageFilter = Type.Object({
  messageFilterId: Type.Integer(),
  clientId: Type.Integer(),
  word: Type.String(),
  /** Always false as written (spec 3 point 3). */
  allow: Type.Boolean(),
  ...versionStamp,
});
export type MessageFilter = Static<typeof MessageFilter>;

const Direction = Type.Unsafe<MessageFilterDirection>({ type: 'string', enum: MESSAGE_FILTER_DIRECTIONS });
// Room for surrounding spaces and a few control characters, which the API refuses with a message.
const Word = Type.String({ maxLength: MAX_MESSAGE_FILTER_WORD * 2 });

/** The client is named by the fulfiller-clientId header, as the spec's calls carry it. */
export const GetMessageFilters = route('GET', '/messagefilter/get', {
  querystring: Type.Object({
    /** filterRequest: the words that contain this text (letter case ignored). */
    filterRequest: Type.Optional(Type.String({ maxLength: MAX_MESSAGE_FILTER_WORD })),
    /** sortingRequest's field; only MessageFilter (the word) is sorted on. */
    sortField: Type.Optional(Type.Literal('MessageFilter')),
    /** sortingRequest's direction, Ascending by default. */
    sortingRequest: Type.Optional(Direction),
    /** pagingRequest. */
    skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
    take: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  }),
  response: {
    200: Type.Object({
      messageFilters: Type.Array(MessageFilter),
      /** How many words match the filter, over all pages. */
      totalCount: Type.Integer(),
    }),
  },
});
export type MessageFilterQuery = Static<typeof GetMessageFilters.querystring>;
export type MessageFilterPage = Static<(typeof GetMessageFilters.response)[200]>;

const MessageFilterAnswer = ResultWith({ messageFilter: MessageFilter });
export type MessageFilterResult = Static<typeof MessageFilterAnswer>;

/** allow is accepted as callers send it and stored false. */
export const CreateMessageFilter = route('POST', '/messagefilter/create', {
  body: Type.Object({ word: Word, clientId: Id, allow: Type.Optional(Type.Boolean()) }),
  response: { 200: MessageFilterAnswer },
});
export type CreateMessageFilterBody = Static<typeof CreateMessageFilter.body>;

/** Writes the word over `version`. */
export const UpdateMessageFilter = route('POST', '/messagefilter/update', {
  body: Type.Object({
    messageFilterId: Id,
    clientId: Id,
    version: Id,
    word: Word,
    allow: Type.Optional(Type.Boolean()),
  }),
  response: { 200: MessageFilterAnswer },
});
export type UpdateMessageFilterBody = Static<typeof UpdateMessageFilter.body>;

export const DeleteMessageFilter = route('POST', '/messagefilter/delete', {
  body: Type.Object({ messageFilterId: Id, clientId: Id }),
  response: { 200: Result },
});
export type DeleteMessageFilterBody = Static<typeof DeleteMessageFilter.body>;
