export * from './access.js';
export * from './ordered-list.js';
export * from './versioned-row.js';
export * as rows from './rows.js';
export * from './section-users.js';
export * from './zones.js';
export * from './merchandise.js';
export * from './staging.js';
export * from './catalogue.js';
