export * from './centers.ts';
export * from './messages.ts';
export * from './ops.ts';
export * from './payments.ts';
export * from './reviews.ts';
export * from './tutors.ts';
export * from './users.ts';
export * from './watchlist.ts';
