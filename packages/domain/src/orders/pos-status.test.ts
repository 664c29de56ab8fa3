import { describe, expect, it } from 'vitest';
import { POS_MESSAGES, POS_RETRY_LABELS, allowsPosResetAfterDone, posRetryRefusal } from './pos-status.js';

describe('POS retry (spec 3 section 4)', () => {
  it('labels the retry Retrying, then POS Initiated', () => {
    expect(POS_RETRY_LABELS).toEqual({ retrying: 'Retrying', initiated: 'POS Initiated' });
  });

  it('retries an order never handed off or not completed', () => {
    expect(posRetryRefusal(undefined, undefined)).toBeNull();
    expect(posRetryRefusal({ posCompleteDate: null }, 'false')).toBeNull();
  });

  it('resets a completed order only when AllowPosResetAfterDone has the value true (text)', () => {
    const done = { posCompleteDate: '2026-11-01T10:00:00Z' };
    expect(posRetryRefusal(done, 'true')).toBeNull();
    for (const value of [undefined, null, 'false', 'True', '1', ' true'])
      expect(posRetryRefusal(done, value)).toBe(POS_MESSAGES.resetAfterDone);
    expect(allowsPosResetAfterDone('true')).toBe(true);
  });
});
