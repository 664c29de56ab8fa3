import type {
  RestSection,
  RestSectionSummary,
  RestUserListItem,
  RestZoneDetail,
} from '@fulfil/fulfilment-client';

/*
 * REST rows the client declares inline, named here so that codegen can map GraphQL types to them
 * and a renamed REST field stays a compile error.
 */

/** A zone of the searched store, on a row of a store's users search. */
export type RestUserZone = NonNullable<RestUserListItem['zoneUsers']>[number];

/** A section as listed on a zone. */
export type RestZoneDetailSection = RestZoneDetail['zoneSections'][number];

/** A user as listed on a zone. */
export type RestZoneUser = RestZoneDetail['zoneUsers'][number];

/**
 * A section as `sections(storeId)` reads it: with its shelves, or with only their count when no
 * field of the operation selects shelves (see section-reads.ts).
 */
export type LayoutSection = RestSection | RestSectionSummary;
