export * from './messages.ts';
export * from './ops.ts';
export * from './payments.ts';
export * from './places.ts';
export * from './profiles.ts';
export * from './reviews.ts';
export * from './users.ts';
export * from './watchlist.ts';
