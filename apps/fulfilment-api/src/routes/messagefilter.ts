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
  type CreateMessageFilterBody,
  type DeleteMessageFilterBody,
  type UpdateMessageFilterBody,
} from '@fulfil/rest-contract';
import type { Caller } from '../auth/scope.js';
import type { Db } from '../db/connect.js';
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

/** Why the word cannot be the client's filter (other than `except`), or null. */
async function wordRefusal(db: Db, clientId: number, word: string, except?: number) {
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

/** A new word of a client, by its managers (also how an undo creates a deleted one again, under `restoredId`). */
export async function addMessageFilter(
  db: Db,
  caller: Caller,
  body: CreateMessageFilterBody,
  restoredId?: number,
) {
  const { clientId } = body;
  requireClientManager(caller, clientId);
  const word = messageFilterWord(body.word);
  const refusal = await wordRefusal(db, clientId, word);
  if (refusal) return refused(refusal);
  return insertMessageFilter(db, clientId, word, caller.userName, restoredId)
    .then((messageFilter) => ({ ...succeeded, messageFilter }))
    .catch(missingClient(clientId))
    .catch(duplicateAsRefusal(word));
}

/** A word's update over its version, by its client's managers (also how an undo sets one back). */
export async function changeMessageFilter(db: Db, caller: Caller, body: UpdateMessageFilterBody) {
  const { clientId, messageFilterId, version } = body;
  requireClientManager(caller, clientId);
  const word = messageFilterWord(body.word);
  const refusal = await wordRefusal(db, clientId, word, messageFilterId);
  if (refusal) return refused(refusal);
  const written = await updateMessageFilter(
    db,
    { clientId, messageFilterId, version },
    word,
    caller.userName,
  ).catch(duplicateAsRefusal(word));
  if (written && 'isSuccess' in written) return written;
  const messageFilter = await requireUpdated(
    written,
    () => findMessageFilter(db, clientId, messageFilterId),
    `Message filter ${messageFilterId}`,
  );
  return { ...succeeded, messageFilter };
}

/** A word's deletion by its client's managers (also how an undo takes back its creation). */
export async function removeMessageFilter(db: Db, caller: Caller, body: DeleteMessageFilterBody) {
  const { clientId, messageFilterId } = body;
  requireClientManager(caller, clientId);
  const deleted = await deleteMessageFilter(db, clientId, messageFilterId);
  return deleted ? succeeded : refused(MESSAGE_FILTER_MESSAGES.deleteFailed);
}

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

  app.route({
    ...of(CreateMessageFilter),
    handler: (request) => addMessageFilter(db, request.caller, request.body),
  });

  app.route({
    ...of(UpdateMessageFilter),
    handler: (request) => changeMessageFilter(db, request.caller, request.body),
  });

  app.route({
    ...of(DeleteMessageFilter),
    handler: (request) => removeMessageFilter(db, request.caller, request.body),
  });
};
