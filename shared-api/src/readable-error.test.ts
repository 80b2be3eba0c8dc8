import { ApiError } from './request';
import {
  OFFLINE_MESSAGE,
  readableError,
  SERVER_TROUBLE_MESSAGE,
  UNKNOWN_TROUBLE_MESSAGE,
} from './readable-error';

describe('readableError', () => {
  it("never shows a server failure's raw body", () => {
    const error = new ApiError(500, '500: {"message":"boom"}', { message: 'boom' });
    expect(readableError(error)).toBe(SERVER_TROUBLE_MESSAGE);
    expect(readableError(new ApiError(502, '502: Bad Gateway'))).toBe(SERVER_TROUBLE_MESSAGE);
  });

  it("shows the server's own sentence for a client error, a sentence of ours without one", () => {
    const notFound = new ApiError(404, '404: {"message":"Candidate not found"}', {
      message: 'Candidate not found',
    });
    expect(readableError(notFound)).toBe('Candidate not found');
    expect(readableError(new ApiError(404, '404: Not Found'))).toBe(UNKNOWN_TROUBLE_MESSAGE);
  });

  it('says the connection failed when fetch could not reach the server', () => {
    expect(readableError(new TypeError('Failed to fetch'))).toBe(OFFLINE_MESSAGE);
    expect(readableError(new Error('weird'))).toBe(UNKNOWN_TROUBLE_MESSAGE);
  });
});
