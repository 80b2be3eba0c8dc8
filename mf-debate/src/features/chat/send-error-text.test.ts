import { ApiError } from 'shared-api';
import { sendErrorText } from './send-error-text';

const apiError = (status: number, body?: ApiError['body']) =>
  new ApiError(status, `${status}: ${JSON.stringify(body ?? '')}`, body);

describe('sendErrorText', () => {
  it("shows a 400's field message, the message field first", () => {
    expect(
      sendErrorText(
        apiError(400, {
          message: 'Invalid request body',
          errors: {
            username: 'Username must be at most 20 characters',
            message: 'Message must be at most 500 characters',
          },
        }),
      ),
    ).toBe('Message must be at most 500 characters');
    expect(
      sendErrorText(
        apiError(400, {
          message: 'Invalid request body',
          errors: { username: 'Username is required' },
        }),
      ),
    ).toBe('Username is required');
    expect(sendErrorText(apiError(400, { message: 'Invalid JSON' }))).toBe('Invalid JSON');
  });

  it("shows a 429's rate-limit message, with a fallback when the body is not ours", () => {
    expect(
      sendErrorText(
        apiError(429, { message: 'You are sending messages too fast. Wait a few seconds.' }),
      ),
    ).toBe('You are sending messages too fast. Wait a few seconds.');
    expect(sendErrorText(apiError(429))).toBe(
      'You are sending messages too fast. Wait a few seconds.',
    );
  });

  it('keeps server errors and network failures to a general line', () => {
    expect(sendErrorText(apiError(404, { message: 'Chat channel not found' }))).toBe(
      'Chat channel not found',
    );
    expect(sendErrorText(apiError(500, { message: 'Internal server error' }))).toBe(
      'Your message could not be sent. Please try again.',
    );
    expect(sendErrorText(new TypeError('Failed to fetch'))).toBe(
      'Your message could not be sent. Please try again.',
    );
  });
});
