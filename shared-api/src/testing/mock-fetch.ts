// Test helper: a stand-in for `fetch` (jsdom has none) answering one canned response.
export interface CannedResponse {
  status: number;
  statusText?: string;
  body?: string;
}

export function mockFetch(canned: CannedResponse): jest.Mock {
  const fetchMock = jest.fn(async () => ({
    ok: canned.status >= 200 && canned.status < 300,
    status: canned.status,
    statusText: canned.statusText ?? '',
    text: async () => canned.body ?? '',
  }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The init object of the n-th fetch call. */
export function fetchCall(fetchMock: jest.Mock, n = 0): [string, RequestInit] {
  return fetchMock.mock.calls[n] as [string, RequestInit];
}
