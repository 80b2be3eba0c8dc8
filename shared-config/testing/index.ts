export * from './mock-api';
export * from './render-with-providers';
