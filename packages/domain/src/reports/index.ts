export * from './time-frames.js';
export * from './report-choices.js';
export * from './delivery-report.js';
