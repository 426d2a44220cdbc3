/** Every table, for drizzle-kit and for the typed database handle. */
export * from './admin.js';
export * from './analytics.js';
export * from './auth.js';
export * from './authors.js';
export * from './books.js';
export * from './clubs.js';
export * from './club-reading.js';
export * from './forum.js';
export * from './messages.js';
export * from './notifications.js';
export * from './platform.js';
export * from './profiles.js';
export * from './search.js';
export * from './seo.js';
export * from './shelves.js';
export * from './slugs.js';
export * from './themes.js';
