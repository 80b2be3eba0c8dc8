import * as contract from './contracts/browser-contract';
import { ApiError, apiRequest, isUnauthorizedError } from './request';
import { fetchCall, mockFetch } from './testing/mock-fetch';

describe('apiRequest', () => {
  it('sends cookies and no body or content type on a GET, and parses the JSON answer', async () => {
    const fetchMock = mockFetch({ status: 200, body: '{"status":"ok","database":"pglite"}' });
    await expect(apiRequest(contract.health.status)).resolves.toEqual({
      status: 'ok',
      database: 'pglite',
    });
    const [url, init] = fetchCall(fetchMock);
    expect(url).toBe('/api/health');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(init.headers).toBeUndefined();
    expect(init.body).toBeUndefined();
  });

  it('sends a JSON body with a JSON content type', async () => {
    const fetchMock = mockFetch({ status: 201, body: '{}' });
    const body = {
      channelId: 'state-CA',
      username: 'voter',
      message: 'hi',
      isModerated: false as const,
    };
    await apiRequest(contract.chat.send, { body });
    const [url, init] = fetchCall(fetchMock);
    expect(url).toBe('/api/chat');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(init.body).toBe(JSON.stringify(body));
  });

  it('builds the URL from params and query and passes the abort signal', async () => {
    const fetchMock = mockFetch({ status: 200, body: '[]' });
    const controller = new AbortController();
    await apiRequest(contract.chat.messages, {
      params: { channelId: 'state-CA' },
      query: { limit: 50 },
      signal: controller.signal,
    });
    const [url, init] = fetchCall(fetchMock);
    expect(url).toBe('/api/chat/state-CA?limit=50');
    expect(init.signal).toBe(controller.signal);
  });

  it('resolves an empty 2xx body to null', async () => {
    mockFetch({ status: 204, statusText: 'No Content' });
    await expect(apiRequest(contract.candidates.check)).resolves.toBeNull();
  });

  it('throws "{status}: {text}" with the response text', async () => {
    mockFetch({ status: 401, statusText: 'Unauthorized', body: '{"message":"Unauthorized"}' });
    const error = await apiRequest(contract.auth.user).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('401: {"message":"Unauthorized"}');
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).body).toEqual({ message: 'Unauthorized' });
  });

  it('uses the status text when the error body is empty', async () => {
    mockFetch({ status: 503, statusText: 'Service Unavailable' });
    await expect(apiRequest(contract.health.status)).rejects.toThrow('503: Service Unavailable');
  });

  it('keeps a non-JSON error body as text', async () => {
    mockFetch({ status: 502, statusText: 'Bad Gateway', body: '<h1>down</h1>' });
    const error = (await apiRequest(contract.posts.list).catch(
      (caught: unknown) => caught,
    )) as ApiError;
    expect(error.message).toBe('502: <h1>down</h1>');
    expect(error.body).toBeUndefined();
  });

  it('carries field errors of a 400', async () => {
    const answer = { message: 'Invalid request', errors: { title: 'Title is too long' } };
    mockFetch({ status: 400, statusText: 'Bad Request', body: JSON.stringify(answer) });
    const error = (await apiRequest(contract.campaignUrls.create, {
      body: { urlType: 'social', urlSlug: 'jane', title: 'x' },
    }).catch((caught: unknown) => caught)) as ApiError;
    expect(error.body).toEqual(answer);
  });
});

describe('isUnauthorizedError', () => {
  it('recognises a 401 by its status code at the start of the message, nothing else', () => {
    expect(isUnauthorizedError(new ApiError(401, '401: Unauthorized'))).toBe(true);
    expect(isUnauthorizedError(new Error('401: {"message":"Unauthorized"}'))).toBe(true);
    expect(isUnauthorizedError(new ApiError(403, '403: Forbidden'))).toBe(false);
    expect(isUnauthorizedError(new Error('500: Unauthorized database'))).toBe(false);
    expect(isUnauthorizedError('401')).toBe(false);
  });
});

describe('ApiError across copies of shared-api', () => {
  it('is recognised by instanceof when another copy of the module made it', async () => {
    jest.resetModules();
    const other = (await import('./request')) as typeof import('./request');
    const foreign = new other.ApiError(502, '502: Bad Gateway');
    expect(other.ApiError).not.toBe(ApiError);
    expect(foreign instanceof ApiError).toBe(true);
    expect(new Error('502: Bad Gateway') instanceof ApiError).toBe(false);
    expect(new TypeError('x') instanceof ApiError).toBe(false);
  });
});
