import { randomUUID } from 'node:crypto';
import type { ChangeEventType } from './catalogue.js';

export type { ChangeEventType };

/** Who made a change. */
export interface Actor {
  id: number;
  userName: string;
  /** First and last name, else the sign-in name. */
  displayName: string;
}

/** One change, as published on the bus and delivered to subscribers. */
export interface ChangeEvent<TPayload = unknown> {
  /** Unique per event, so a subscriber can drop a duplicate. */
  id: string;
  type: ChangeEventType;
  /** Where the change happened: `client:{id}`, `store:{id}`, `users` or `upload:{jobId}`. */
  scope: string;
  actor: Actor;
  /** ISO 8601 time in UTC. */
  at: string;
  payload: TPayload;
  /**
   * Assigned by the bus at publish time: 1, 2, 3 … per scope, in publish order. A subscriber that
   * sees a position skipped (or going backwards, after the counter was reset) has missed events.
   */
  position: number;
}

/** An event before the bus has given it its position. */
export type NewChangeEvent<TPayload = unknown> = Omit<ChangeEvent<TPayload>, 'position'>;

/**
 * Why a subscriber must refetch what it shows instead of relying on the events it received:
 * - `BUS_RECONNECTED`: the gateway lost its bus connection, and events published meanwhile are gone.
 * - `EVENTS_DROPPED`: a gateway could not publish while the bus was unreachable and kept fewer
 *   events than it had to publish.
 * - `GAP`: a scope's position skipped or went backwards, so events were missed.
 * - `SLOW_SUBSCRIBER`: the subscriber fell too far behind and its queued events were dropped.
 * - `JUST_CHANGED`: the subscription started moments after a change it would have received, which
 *   the screen's first query, running at the same time, may have read before it happened.
 */
export type ResyncReason = 'BUS_RECONNECTED' | 'EVENTS_DROPPED' | 'GAP' | 'SLOW_SUBSCRIBER' | 'JUST_CHANGED';

/** The resync reasons the bus itself reports; the others are found by whoever fans events out. */
export type BusResyncReason = Extract<ResyncReason, 'BUS_RECONNECTED' | 'EVENTS_DROPPED'>;

export const clientScope = (clientId: number | string): string => `client:${clientId}`;
export const storeScope = (storeId: number | string): string => `store:${storeId}`;
/** The scope of changes to users without a client (systemAdmin and supportAdmin). */
export const USERS_SCOPE = 'users';
export const uploadScope = (jobId: string): string => `upload:${jobId}`;
/** The scope of gateways' access notices. */
export const ACCESS_SCOPE = 'access';

/** Stamps a new event with its id and time; the bus adds its position when publishing it. */
export function createChangeEvent<TPayload>(
  fields: Pick<ChangeEvent<TPayload>, 'type' | 'scope' | 'actor' | 'payload'>,
): NewChangeEvent<TPayload> {
  return { id: randomUUID(), at: new Date().toISOString(), ...fields };
}
