// A stand-in for the server in component tests: answers fetch by "METHOD /path" (the query
// string is ignored) and records every request. Unknown calls answer 404 so they show.

export interface MockRequest {
  method: string;
  url: string;
  body: unknown;
}

export type MockHandler = (request: MockRequest) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function failure(status: number, statusText: string, message = statusText): Response {
  return new Response(JSON.stringify({ message }), { status, statusText });
}

export function mockApi(routes: Record<string, MockHandler>) {
  const requests: MockRequest[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, url, body };
    requests.push(request);
    const handler = routes[`${method} ${url.split('?')[0]}`];
    return handler ? handler(request) : failure(404, 'Not Found', `No mock for ${method} ${url}`);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return {
    fetchMock,
    requests,
    /** Requests made to one "METHOD /path". */
    calls: (key: string) => requests.filter((r) => `${r.method} ${r.url.split('?')[0]}` === key),
  };
}

/** A promise with its resolve exposed, to hold an answer back (e.g. to see 'POSTING...'). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
