// The server's entry point (`shared-api/contracts`): zod schemas, route definitions and
// limits only. Nothing here may import React or TanStack Query (see contracts-imports.test).
export * from '../constants';
export * from './admin';
export * from './auth';
export * from './campaign-url-rules';
export * from './campaign-urls';
export * from './candidate-fields';
export * from './candidate-forms';
export * from './candidates';
export * from './chat';
export * from './committee-report';
export * from './chat-links';
export * from './chat-moderation';
export * from './charts';
export * from './competition';
export * from './contract';
export * from './donation-amounts';
export * from './donation-rules';
export * from './donations';
export * from './saved-cards';
export * from './errors';
export * from './fields';
export * from './geographic-codes';
export * from './geography';
export * from './health';
export * from './live';
export * from './mailing-states';
export * from './monthly-schedule';
export * from './messages';
export * from './position-value';
export * from './positions';
export * from './post-moderation';
export * from './posts';
export * from './refunds';
export * from './account';
export * from './registration-bio';
export * from './releases';
export * from './return-to';
export * from './route';
// Not its `contract`: that is the browser's zod-free view; this entry exports the real one.
export {
  routeKey,
  routes,
  type RouteKey,
  type RouteKeyOf,
  type RoutePlace,
  type Routes,
} from './routes';
export * from './sign-in-link';
export * from './standalone-registration';
export * from './state-code';
export * from './states';
export * from './stream';
export * from './media';
export * from './tournament';
export * from './uploads';
