// The server's entry point (`shared-api/contracts`): zod schemas, route definitions and
// limits only. Nothing here may import React or TanStack Query (see contracts-imports.test).
export * from '../constants';
export * from './admin';
export * from './auth';
export * from './campaign-urls';
export * from './candidate-forms';
export * from './candidates';
export * from './chat';
export * from './competition';
export * from './contract';
export * from './donation-rules';
export * from './donations';
export * from './errors';
export * from './fields';
export * from './geography';
export * from './health';
export * from './messages';
export * from './positions';
export * from './posts';
export * from './return-to';
export * from './route';
export * from './states';
export * from './stream';
export * from './tournament';
export * from './uploads';
