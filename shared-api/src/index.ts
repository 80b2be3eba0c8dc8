// The browser's entry point ('shared-api'), shared as a Module Federation singleton.
// The server imports 'shared-api/contracts' instead, which holds no React.
export * from './contracts';
export * from './request';
export * from './query-client';
export * from './query-keys';
export * from './hooks/use-auth-user';
export * from './hooks/use-account-session';
export * from './navigation/login-redirect';
export * from './hooks/use-posts';
export * from './hooks/use-create-post';
export * from './hooks/use-campaign-urls';
export * from './hooks/use-create-campaign-url';
export * from './hooks/use-own-candidate-profile';
