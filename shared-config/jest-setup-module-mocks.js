/* global jest, beforeAll -- Jest's, in a setupFilesAfterEnv file */
// Every browser test gets the real 'shared-ui' and 'shared-api' with what a screen asks of
// them recorded: notify (the toast still shows) and the login redirect (run for real, with
// mockNavigate in place of location.assign, which jsdom cannot do). Set once here instead of
// a pasted jest.mock header per test file; a test reads the records through
// `jest.mocked(notify)` and `mockNavigate` from 'shared-config/testing/module-mocks'.
jest.mock('shared-ui', () => jest.requireActual('./testing/module-mocks').withRecordedNotify());
jest.mock('shared-api', () =>
  jest.requireActual('./testing/module-mocks').withRecordedLoginRedirect(),
);
// shared-ui loads its toast code with the first toast (shared-ui/src/toast/toast-modules.ts);
// loaded before each file's tests, a toast draws in the same act() as the call that asks.
beforeAll(() => jest.requireMock('shared-ui').loadToastModules());
