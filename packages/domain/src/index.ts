export * from './access/roles.js';
export * from './access/claims.js';
export * from './access/login.js';
export * from './access/landing.js';
export * from './access/initials.js';
export * from './access/session.js';
export * from './navigation/selection.js';
export * from './navigation/menu.js';
