import { describe, expect, it } from 'vitest';
import { uploadingBanner, uploadPercent, uploadProgressError, UPLOAD_PHASES } from './upload-progress.js';

describe('upload progress', () => {
  it('gives each phase its band, so the percent only grows from parsing to done', () => {
    expect(uploadPercent('PARSING', 0, 100)).toBe(0);
    expect(uploadPercent('PARSING', 50, 100)).toBe(10);
    expect(uploadPercent('VALIDATING', 100, 100)).toBe(40);
    expect(uploadPercent('SENDING', 0, 1000)).toBe(40);
    expect(uploadPercent('SENDING', 1, 4)).toBe(50);
    expect(uploadPercent('STORING', 100, 100)).toBe(99);
    expect(uploadPercent('DONE', 0, 0)).toBe(100);
    const steps = UPLOAD_PHASES.slice(0, 5).flatMap((phase) =>
      [0, 5, 10].map((rows) => uploadPercent(phase, rows, 10)),
    );
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
  });

  it('keeps the percent within its phase for out-of-range counts', () => {
    expect(uploadPercent('SENDING', 20, 10)).toBe(80);
    expect(uploadPercent('STORING', -3, 10)).toBe(80);
  });

  it('says who is uploading and how far, in the banner', () => {
    expect(uploadingBanner('Sam Sysadmin', 40)).toBe('Sam Sysadmin is uploading a store setup (40 %)');
  });

  it('refuses a report whose job id or counts cannot be right, naming the field', () => {
    const fine = { jobId: '3f6c2a1e-0d4b-4c55-9a61-0f4a2b7c9d10', rowsDone: 5, rowCount: 10 };
    expect(uploadProgressError(fine)).toBeNull();
    expect(uploadProgressError({ ...fine, jobId: 'short' })?.field).toBe('jobId');
    expect(uploadProgressError({ ...fine, jobId: 'a b c d e f g h' })?.field).toBe('jobId');
    expect(uploadProgressError({ ...fine, rowCount: -1 })?.field).toBe('rowCount');
    expect(uploadProgressError({ ...fine, rowsDone: 11 })).toEqual({
      field: 'rowsDone',
      message: 'rowsDone must be a whole number from 0 to rowCount.',
    });
  });
});
