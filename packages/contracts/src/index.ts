// First: it configures Zod before any schema below is built.
import './zod-setup.ts';

export * from './admin.ts';
export * from './catalogue.ts';
export * from './common.ts';
export * from './conversations.ts';
export * from './demo.ts';
export * from './errors.ts';
export * from './format.ts';
export * from './limits.ts';
export * from './listing-rules.ts';
export * from './messages.ts';
export * from './payments.ts';
export * from './place-rules.ts';
export * from './places.ts';
export * from './profile-kinds.ts';
export * from './profile-review.ts';
export * from './requirements.ts';
export * from './reviews.ts';
export * from './roles.ts';
export * from './teaching-choices.ts';
export * from './text-checks.ts';
export * from './uploads.ts';
export * from './users.ts';
export * from './watchlist.ts';
export * from './watchlist-messages.ts';
