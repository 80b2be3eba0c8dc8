export * from './mock-api';
export * from './auth-answer';
export * from './render-with-providers';
export * from './render-hook-with-query-client';
export * from './reset-between-tests';
export * from './candidate-list-item';
export * from './fake-xhr';
export * from './fake-event-source';
