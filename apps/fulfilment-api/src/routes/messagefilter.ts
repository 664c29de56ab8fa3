import {
  MESSAGE_FILTER_MESSAGES,
  MESSAGE_FILTER_PAGE_SIZE,
  messageFilterWord,
  messageFilterWordRefusal,
} from '@fulfil/domain';
import {
  CreateMessageFilter,
  DeleteMessageFilter,
  GetMessageFilters,
  UpdateMessageFilter,
} from '@fulfil/rest-contract';
import { isUniqueViolation } from '../db/errors.js';
import {
  deleteMessageFilter,
  findMessageFilter,
  insertMessageFilter,
  isFilteredWord,
  pageMessageFilters,
  updateMessageFilter,
} from '../queries/message-filters.js';
import { requireUpdated } from '../queries/versioned.js';
import type { Services } from '../services.js';
import { missingClient, requireClientManager } from './client-access.js';
import { headerClientId } from './client-header.js';
import { refused, succeeded } from './schemas.js';
import { of, type ContractRoutes } from './typed-routes.js';

/** Message filters of a client (spec 3): its managers read and change them. */
export const messageFilterRoutes: ContractRoutes<Services> = async (app, { db }) => {
  app.route({
    ...of(GetMessageFilters),
    handler: async (request) => {
      const clientId = headerClientId(request);
      requireClientManager(request.caller, clientId);
      const { filterRequest, sortingRequest, skip, take } = request.query;
      return pageMessageFilters(db, clientId, {
        contains: filterRequest?.trim() ?? '',
        direction: sortingRequest ?? 'Ascending',
        skip: skip ?? 0,
        take: take ?? MESSAGE_FILTER_PAGE_SIZE,
      });
    },
  });

  /** Why the word cannot be the client's filter (other than `except`), or null. */
  async function wordRefusal(clientId: number, word: string, except?: number) {
    const refusal = messageFilterWordRefusal(word);
    if (refusal) return refusal;
    if (await isFilteredWord(db, clientId, word, except)) return MESSAGE_FILTER_MESSAGES.duplicate(word);
    return null;
  }

  // Two admins adding the same word at once: the table's unique key refuses the second.
  const duplicateAsRefusal = (word: string) => (error: unknown) => {
    if (isUniqueViolation(error)) return refused(MESSAGE_FILTER_MESSAGES.duplicate(word));
    throw error;
  };

  app.route({
    ...of(CreateMessageFilter),
    handler: async (request) => {
      const { clientId } = request.body;
      requireClientManager(request.caller, clientId);
      const word = messageFilterWord(request.body.word);
      const refusal = await wordRefusal(clientId, word);
      if (refusal) return refused(refusal);
      return insertMessageFilter(db, clientId, word, request.caller.userName)
        .then((messageFilter) => ({ ...succeeded, messageFilter }))
        .catch(missingClient(clientId))
        .catch(duplicateAsRefusal(word));
    },
  });

  app.route({
    ...of(UpdateMessageFilter),
    handler: async (request) => {
      const { clientId, messageFilterId, version } = request.body;
      requireClientManager(request.caller, clientId);
      const word = messageFilterWord(request.body.word);
      const refusal = await wordRefusal(clientId, word, messageFilterId);
      if (refusal) return refused(refusal);
      const written = await updateMessageFilter(
        db,
        { clientId, messageFilterId, version },
        word,
        request.caller.userName,
      ).catch(duplicateAsRefusal(word));
      if (written && 'isSuccess' in written) return written;
      const messageFilter = await requireUpdated(
        written,
        () => findMessageFilter(db, clientId, messageFilterId),
        `Message filter ${messageFilterId}`,
      );
      return { ...succeeded, messageFilter };
    },
  });

  app.route({
    ...of(DeleteMessageFilter),
    handler: async (request) => {
      const { clientId, messageFilterId } = request.body;
      requireClientManager(request.caller, clientId);
      const deleted = await deleteMessageFilter(db, clientId, messageFilterId);
      return deleted ? succeeded : refused(MESSAGE_FILTER_MESSAGES.deleteFailed);
    },
  });
};
