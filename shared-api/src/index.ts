// The browser's entry point ('shared-api'), shared as a Module Federation singleton.
// The server imports 'shared-api/contracts' instead, which holds no React.
export * from './contracts';
export * from './request';
export * from './query-client';
export * from './query-keys';
export * from './hooks/use-auth-user';
export * from './hooks/use-account-session';
export * from './navigation/login-redirect';
export * from './navigation/use-mutation-error-notice';
export * from './hooks/use-posts';
export * from './hooks/use-create-post';
export * from './hooks/use-campaign-urls';
export * from './hooks/use-create-campaign-url';
export * from './hooks/use-own-candidate-profile';
export * from './hooks/use-competition-summary';
export * from './hooks/use-counties';
export * from './hooks/use-cities';
export * from './hooks/use-brackets';
export * from './hooks/use-candidates-by-geography';
