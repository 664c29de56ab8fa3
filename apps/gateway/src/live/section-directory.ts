import type { RestSection, RestStagingSection } from '@fulfil/fulfilment-client';
import type { LiveBus, Unsubscribe } from '@fulfil/live';

/**
 * Which store each merchandise or carry-out section belongs to, and which section each shelf. A shelf row names
 * only its section and the REST contract has no read of one section, yet a shelf change is
 * published on its store's scope with the section read back, and the REST moves want the store or
 * section the GraphQL move does not name. The gateway learns both from every section it reads or
 * writes and from the section events of every gateway on the bus; a section never changes store.
 */
export class SectionDirectory {
  private readonly storeOfSection = new Map<number, number>();
  private readonly sectionOfShelf = new Map<number, number>();
  private readonly storeOfStagingSection = new Map<number, number>();
  private unsubscribe: Unsubscribe | null = null;

  constructor(private readonly bus: LiveBus) {}

  async start(): Promise<void> {
    this.unsubscribe ??= await this.bus.subscribe('store:*', (event) => {
      const payload = event.payload as {
        section?: RestSection;
        stagingSection?: RestStagingSection;
        orderedIds?: number[];
      };
      if (payload.section) this.remember([payload.section]);
      if (payload.stagingSection) this.rememberStaging([payload.stagingSection]);
      if (event.type === 'SectionsMoved' && payload.orderedIds) {
        const storeId = Number(event.scope.slice('store:'.length));
        for (const sectionId of payload.orderedIds) this.storeOfSection.set(sectionId, storeId);
      }
    });
  }

  async stop(): Promise<void> {
    await this.unsubscribe?.();
    this.unsubscribe = null;
  }

  remember(sections: readonly Pick<RestSection, 'sectionId' | 'storeId' | 'shelves'>[]): void {
    for (const { sectionId, storeId, shelves } of sections) {
      this.storeOfSection.set(sectionId, storeId);
      for (const shelf of shelves ?? []) this.sectionOfShelf.set(shelf.shelfId, sectionId);
    }
  }

  rememberStaging(sections: readonly Pick<RestStagingSection, 'stagingSectionId' | 'storeId'>[]): void {
    for (const { stagingSectionId, storeId } of sections)
      this.storeOfStagingSection.set(stagingSectionId, storeId);
  }

  stagingStoreOf(stagingSectionId: number): number | undefined {
    return this.storeOfStagingSection.get(stagingSectionId);
  }

  sectionOf(shelfId: number): number | undefined {
    return this.sectionOfShelf.get(shelfId);
  }

  storeOf(sectionId: number): number | undefined {
    return this.storeOfSection.get(sectionId);
  }
}
