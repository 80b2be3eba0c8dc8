// jsdom without Node's fetch classes makes `new Response(...)` unusable in tests of the
// request helper and of components that fetch. This environment lends jsdom Node's own
// implementations (the module runs in Node's context, where they exist).
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(...args) {
    super(...args);
    const lent = {
      fetch,
      Response,
      Request,
      Headers,
      FormData,
      Blob,
      ReadableStream,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      structuredClone,
    };
    for (const [name, value] of Object.entries(lent)) {
      if (
        typeof this.global[name] === 'undefined' ||
        name === 'fetch' ||
        name === 'Response' ||
        name === 'Request' ||
        name === 'Headers'
      ) {
        this.global[name] = value;
      }
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
