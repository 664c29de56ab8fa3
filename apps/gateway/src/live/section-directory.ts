import type {
  RestSection,
  RestSectionSummary,
  RestStagingSection,
  RestZoneDetail,
} from '@fulfil/fulfilment-client';
import type { LiveBus, Unsubscribe } from '@fulfil/live';

/**
 * Which merchandise section each shelf belongs to, and which store each carry-out section and zone.
 * A shelf move may omit its section, and a change of a carry-out shelf or a zone is published on
 * its store's scope. The gateway learns them from the rows it reads or writes (not from a layout
 * passed through unparsed) and from the events of every gateway on the bus; a shelf it has not
 * learnt is read by its id.
 */
export class SectionDirectory {
  private readonly sectionOfShelf = new Map<number, number>();
  private readonly storeOfStagingSection = new Map<number, number>();
  private readonly storeOfZone = new Map<number, number>();
  private unsubscribe: Unsubscribe | null = null;

  constructor(private readonly bus: LiveBus) {}

  async start(): Promise<void> {
    this.unsubscribe ??= await this.bus.subscribe('store:*', (event) => {
      const payload = event.payload as {
        section?: RestSection;
        stagingSection?: RestStagingSection;
        zone?: RestZoneDetail;
      };
      if (payload.section) this.remember([payload.section]);
      if (payload.stagingSection) this.rememberStaging([payload.stagingSection]);
      if (payload.zone) this.rememberZones([payload.zone]);
    });
  }

  async stop(): Promise<void> {
    await this.unsubscribe?.();
    this.unsubscribe = null;
  }

  /** Sections read with only their shelf counts teach nothing. */
  remember(sections: readonly (Pick<RestSection, 'sectionId' | 'shelves'> | RestSectionSummary)[]): void {
    for (const section of sections)
      if ('shelves' in section)
        for (const shelf of section.shelves) this.sectionOfShelf.set(shelf.shelfId, section.sectionId);
  }

  rememberStaging(sections: readonly Pick<RestStagingSection, 'stagingSectionId' | 'storeId'>[]): void {
    for (const { stagingSectionId, storeId } of sections)
      this.storeOfStagingSection.set(stagingSectionId, storeId);
  }

  rememberZones(zones: readonly Pick<RestZoneDetail, 'zoneId' | 'storeId'>[]): void {
    for (const { zoneId, storeId } of zones) this.storeOfZone.set(zoneId, storeId);
  }

  zoneStoreOf(zoneId: number): number | undefined {
    return this.storeOfZone.get(zoneId);
  }

  stagingStoreOf(stagingSectionId: number): number | undefined {
    return this.storeOfStagingSection.get(stagingSectionId);
  }

  sectionOf(shelfId: number): number | undefined {
    return this.sectionOfShelf.get(shelfId);
  }
}
