// First: it configures Zod before any schema below is built.
import './zod-setup.ts';

export * from './admin.ts';
export * from './catalogue.ts';
export * from './common.ts';
export * from './conversations.ts';
export * from './demo.ts';
export * from './errors.ts';
export * from './format.ts';
export * from './messages.ts';
export * from './payments.ts';
export * from './places.ts';
export * from './profile-kinds.ts';
export * from './profile-review.ts';
export * from './requirements.ts';
export * from './reviews.ts';
export * from './uploads.ts';
export * from './users.ts';
export * from './watchlist.ts';
