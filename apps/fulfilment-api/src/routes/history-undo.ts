import { UndoHistoryEntry } from '@fulfil/rest-contract';
import { undoHistoryEntry } from '../history/undo.js';
import type { Services } from '../services.js';
import { of, type ContractRoutes } from './typed-routes.js';

/** Undo of one's own last change of a row from its history entry (issue 17; history/undo.ts). */
export const historyUndoRoutes: ContractRoutes<Services> = async (app, { db }) => {
  app.route({
    ...of(UndoHistoryEntry),
    handler: (request) => undoHistoryEntry(db, request.caller, request.params.historyId),
  });
};
