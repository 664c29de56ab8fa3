import type { RestSection, RestStagingSection } from '@fulfil/fulfilment-client';
import type { GatewayContext } from '../../context.js';
import { publishStoreEvent } from '../../live/store-events.js';

/** The error of a move whose list the gateway cannot place. */
export const unplaced = (field: string) => [
  { field, message: 'The list of this item is not known here; reload the screen and try again' },
];

/** The store of a section: the caller's own word, then what this gateway learnt, then the header. */
export function storeOfSection(
  context: GatewayContext,
  sectionId: number,
  given?: string | null,
): number | undefined {
  if (given) return Number(given);
  return context.sections.storeOf(sectionId) ?? context.selection.storeId;
}

/**
 * Reads a section back once, with its shelves as stored, and publishes it. The read happens here,
 * on the gateway that made the change, so subscribers of every gateway get the shelves without a
 * REST call each. A failure loses only the live notice: the shelf is stored.
 */
async function publishReadBack<Row>(
  what: string,
  storeId: number | undefined,
  read: (storeId: number) => Promise<Row | undefined>,
  publish: (row: Row) => Promise<void>,
): Promise<void> {
  try {
    const row = storeId === undefined ? undefined : await read(storeId);
    if (row) await publish(row);
    else console.error(`${what} not published: its store is not known`);
  } catch (error) {
    console.error(`${what} not published`, error);
  }
}

/** ShelvesChanged with the merchandise section as stored. */
export function publishShelvesChanged(context: GatewayContext, sectionId: number): Promise<void> {
  return publishReadBack(
    `ShelvesChanged of section ${sectionId}`,
    storeOfSection(context, sectionId),
    async (storeId) => {
      const sections = await context.api.sections(storeId);
      context.sections.remember(sections);
      return sections.find((section) => section.sectionId === sectionId);
    },
    (section: RestSection) => publishStoreEvent(context, 'ShelvesChanged', section.storeId, { section }),
  );
}

/** StagingSectionChanged with the carry-out section as stored, after a change of its shelves. */
export function publishStagingShelvesChanged(
  context: GatewayContext,
  stagingSectionId: number,
): Promise<void> {
  return publishReadBack(
    `StagingSectionChanged of staging section ${stagingSectionId}`,
    context.sections.stagingStoreOf(stagingSectionId) ?? context.selection.storeId,
    async (storeId) => {
      const sections = await context.api.stagingSections(storeId);
      context.sections.rememberStaging(sections);
      return sections.find((section) => section.stagingSectionId === stagingSectionId);
    },
    (stagingSection: RestStagingSection) =>
      publishStoreEvent(context, 'StagingSectionChanged', stagingSection.storeId, { stagingSection }),
  );
}
