/* global afterEach -- Jest's, in a setupFilesAfterEnv file */
require('@testing-library/jest-dom');

// react-hot-toast (behind AppToaster) asks matchMedia about reduced motion; jsdom has none.
window.matchMedia ??= (query) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
});

// Every test starts with the environment's fetch: mockApi and mockFetch replace it for one test.
const environmentFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = environmentFetch;
});

// findBy*/waitFor give up after 1 s by default; on a busy 2-core CI machine a first render
// with lazy chunks and mocked fetches can take longer than that without anything being wrong.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
