export * from './time-frames.js';
export * from './report-choices.js';
export * from './report-run.js';
export * from './report-export.js';
export * from './chart-size.js';
export * from './delivery-report.js';
