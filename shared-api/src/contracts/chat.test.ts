import { CHAT_MESSAGE_MAX, CHAT_USERNAME_MAX } from '../constants';
import { sendChatMessageBodySchema } from './chat';

const valid = { channelId: 'state-CA', username: 'voter', message: 'Hello', isModerated: false };

describe('sendChatMessageBodySchema', () => {
  it('accepts a message and trims it', () => {
    expect(sendChatMessageBodySchema.parse({ ...valid, message: '  Hi  ' }).message).toBe('Hi');
  });

  it('refuses blank username or message', () => {
    expect(sendChatMessageBodySchema.safeParse({ ...valid, username: '   ' }).success).toBe(false);
    expect(sendChatMessageBodySchema.safeParse({ ...valid, message: ' \n ' }).success).toBe(false);
  });

  it(`limits the username to ${CHAT_USERNAME_MAX} and the message to ${CHAT_MESSAGE_MAX}`, () => {
    const ok = (patch: object) =>
      sendChatMessageBodySchema.safeParse({ ...valid, ...patch }).success;
    expect(ok({ username: 'u'.repeat(20) })).toBe(true);
    expect(ok({ username: 'u'.repeat(21) })).toBe(false);
    expect(ok({ message: 'm'.repeat(500) })).toBe(true);
    expect(ok({ message: 'm'.repeat(501) })).toBe(false);
  });

  it('only lets the sender send isModerated false', () => {
    expect(sendChatMessageBodySchema.safeParse({ ...valid, isModerated: true }).success).toBe(
      false,
    );
  });
});
