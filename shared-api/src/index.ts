// The browser's entry point ('shared-api'), shared as a Module Federation singleton.
// The server imports 'shared-api/contracts' instead, which holds no React.
export * from './contracts';
export * from './request';
export * from './query-client';
export * from './query-keys';
export * from './hooks/use-auth-user';
