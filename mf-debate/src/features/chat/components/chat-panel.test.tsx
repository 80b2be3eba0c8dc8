import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHAT_POLL_MS, type ChatMessage } from 'shared-api';
import { deferred, failure, json, mockApi, renderWithProviders } from 'shared-config/testing';
import { ChatPanel } from './chat-panel';
import { loadChatSchemas } from '../chat-schemas';

const CHAT = 'GET /api/chat/state-CA';
const SEND = 'POST /api/chat';

let nextId = 1;
const chatMessage = (username: string, text: string): ChatMessage => ({
  id: nextId++,
  channelId: 'state-CA',
  username,
  message: text,
  timestamp: '2026-01-02T03:04:05.000Z',
  isModerated: false,
  verified: false,
});

/** A channel on the mock server: GET answers its messages, POST adds one. */
function channel(initial: ChatMessage[] = []) {
  const messages = [...initial];
  const server = mockApi({
    [CHAT]: () => json(200, messages.slice(-50)),
    [SEND]: ({ body }) => {
      const { username, message } = body as { username: string; message: string };
      const sent = chatMessage(username, message);
      messages.push(sent);
      return json(201, sent);
    },
  });
  return { server, messages };
}

function setup() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const view = renderWithProviders(<ChatPanel channelId="state-CA" />);
  const usernameBox = () => screen.getByRole('textbox', { name: /Username/ });
  const messageBox = () => screen.getByRole('textbox', { name: 'Message' });
  const sendButton = () => screen.getByRole('button', { name: /^(Send|Sending\.\.\.)$/ });
  async function join(name = 'Sam') {
    await user.type(usernameBox(), name);
    // Join checks the name with the chat's schema, which the panel loads on demand, and goes
    // on a few microtasks later (react-hook-form's submit is async): in act, so what it shows
    // (the chat, or the name's message) is drawn before the test reads it. No time passes.
    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'Join' }));
      await loadChatSchemas();
      for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
    });
  }
  return { ...view, user, usernameBox, messageBox, sendButton, join };
}

beforeEach(() => {
  sessionStorage.clear();
  jest.useFakeTimers();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('ChatPanel: the username prompt', () => {
  it('asks for a username first and reads no messages until Join', async () => {
    const { server } = channel([chatMessage('bearflag', 'hello')]);
    setup();
    expect(screen.getByRole('heading', { name: 'Live Chat' })).toBeVisible();
    await act(async () => jest.advanceTimersByTime(CHAT_POLL_MS * 3));
    expect(server.requests).toHaveLength(0);
    expect(screen.queryByText('hello')).not.toBeInTheDocument();
  });

  it('refuses a blank username and one over 20 characters, with the schema messages', async () => {
    const { server } = channel();
    const { user, usernameBox, join } = setup();
    await join('   ');
    expect(await screen.findByText('Username is required')).toBeVisible();
    expect(usernameBox()).toHaveAttribute('aria-invalid', 'true');

    await user.clear(usernameBox());
    await join('u'.repeat(21));
    expect(screen.getByText('Username must be at most 20 characters')).toBeVisible();
    expect(server.requests).toHaveLength(0);

    // Typing clears the message; 20 characters are fine.
    await user.type(usernameBox(), '{Backspace}');
    expect(screen.queryByText('Username must be at most 20 characters')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('u'.repeat(20))).toBeVisible();
  });

  it('joins with Enter, trimmed, and lets the viewer change their name', async () => {
    channel();
    const { user, usernameBox, messageBox } = setup();
    await user.type(usernameBox(), '  Sam  {Enter}');
    expect(await screen.findByText('Chatting as')).toHaveTextContent('Chatting as Sam');
    // Focus goes to the message box: the next thing to do.
    expect(messageBox()).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Change name' }));
    expect(usernameBox()).toHaveValue('Sam');
    await user.clear(usernameBox());
    await user.type(usernameBox(), 'Samantha{Enter}');
    expect(await screen.findByText('Chatting as')).toHaveTextContent('Chatting as Samantha');
  });

  it('asks again when the name kept in this tab no longer passes the rules', async () => {
    channel();
    window.sessionStorage.setItem('paid:chat-username', 'x'.repeat(21));
    setup();
    expect(await screen.findByRole('button', { name: 'Join' })).toBeVisible();
    expect(screen.queryByText('Chatting as')).not.toBeInTheDocument();
  });

  it('reopens under the same name when shown again in this tab, until the name is changed', async () => {
    channel();
    const first = setup();
    await first.join('Sam');
    first.unmount();

    const again = setup();
    expect(screen.getByText('Chatting as')).toHaveTextContent('Chatting as Sam');
    await again.user.click(screen.getByRole('button', { name: 'Change name' }));
    again.unmount();

    setup();
    expect(screen.getByRole('button', { name: 'Join' })).toBeVisible();
  });
});

describe('ChatPanel: the messages', () => {
  it('shows the latest messages and polls every 3 seconds while open', async () => {
    const { server, messages } = channel([chatMessage('bearflag', 'first!')]);
    const { join } = setup();
    await join();
    expect(await screen.findByText('first!')).toBeVisible();
    expect(server.calls(CHAT)).toHaveLength(1);
    expect(server.calls(CHAT)[0].url).toBe('/api/chat/state-CA?limit=50');

    messages.push(chatMessage('OCdad', 'from someone else'));
    await act(async () => jest.advanceTimersByTime(CHAT_POLL_MS - 500));
    expect(server.calls(CHAT)).toHaveLength(1);
    expect(screen.queryByText('from someone else')).not.toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(500));
    expect(await screen.findByText('from someone else')).toBeVisible();
    expect(server.calls(CHAT)).toHaveLength(2);

    // Leaving the chat (changing name) stops the polling.
    await userEvent
      .setup({ advanceTimers: jest.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Change name' }));
    const before = server.calls(CHAT).length;
    await act(async () => jest.advanceTimersByTime(CHAT_POLL_MS * 3));
    expect(server.calls(CHAT)).toHaveLength(before);
  });

  it("marks a verified candidate's messages, and only theirs", async () => {
    channel([
      { ...chatMessage('Casey Morales', 'Thanks for watching'), verified: true },
      chatMessage('Casey Fan', 'Go Casey'),
    ]);
    const { join } = setup();
    await join();
    const log = await screen.findByRole('log', { name: 'Chat messages' });
    await within(log).findByText('Thanks for watching');
    const [candidate, fan] = within(log).getAllByRole('listitem');
    const mark = within(candidate).getByTitle("Sent by this verified candidate's own account");
    expect(mark).toBeVisible();
    // Read aloud as 'Verified candidate' (the check itself is hidden from screen readers).
    expect(mark).toHaveTextContent('Verified candidate');
    expect(mark.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(within(fan).queryByText(/Verified/)).not.toBeInTheDocument();
  });

  it('renders markup in messages and names as text, never as HTML', async () => {
    channel([
      chatMessage(
        '<b>bold</b>',
        '<img src=x onerror="window.__hacked=1"><script>alert(1)</script>',
      ),
    ]);
    const { join } = setup();
    await join();
    const log = await screen.findByRole('log', { name: 'Chat messages' });
    expect(
      within(log).getByText('<img src=x onerror="window.__hacked=1"><script>alert(1)</script>'),
    ).toBeVisible();
    expect(within(log).getByText('<b>bold</b>')).toBeVisible();
    expect(log.querySelector('img, script, b')).toBeNull();
  });

  it('shows a loading state, then an empty state', async () => {
    const answer = deferred<Response>();
    mockApi({ [CHAT]: () => answer.promise });
    const { join } = setup();
    await join();
    expect(screen.getByText('Loading chat messages')).toBeInTheDocument();
    await act(async () => answer.resolve(json(200, [])));
    expect(await screen.findByText('No messages yet')).toBeVisible();
  });

  it('shows an error state with a retry when the first load fails, and logs it', async () => {
    let fail = true;
    mockApi({
      [CHAT]: () =>
        fail ? failure(500, 'Internal Server Error') : json(200, [chatMessage('a', 'back')]),
    });
    const { user, join } = setup();
    await join();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The chat could not be loaded');
    expect(console.error).toHaveBeenCalled();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('back')).toBeVisible();
  });

  it('keeps the loaded messages and says so when a later poll fails', async () => {
    let fail = false;
    mockApi({
      [CHAT]: () =>
        fail ? failure(503, 'Service Unavailable') : json(200, [chatMessage('a', 'kept')]),
    });
    const { join } = setup();
    await join();
    expect(await screen.findByText('kept')).toBeVisible();
    fail = true;
    await act(async () => jest.advanceTimersByTime(CHAT_POLL_MS));
    expect(await screen.findByText('Could not refresh the chat. Retrying...')).toBeVisible();
    expect(screen.getByText('kept')).toBeVisible();
  });

  it('scrolls to the newest message, unless the reader scrolled up', async () => {
    const { messages } = channel([chatMessage('a', 'one')]);
    const { join } = setup();
    await join();
    const log = await screen.findByRole('log', { name: 'Chat messages' });
    // jsdom lays nothing out: give the list a size.
    let height = 1_000;
    Object.defineProperty(log, 'scrollHeight', { get: () => height, configurable: true });
    Object.defineProperty(log, 'clientHeight', { value: 300, configurable: true });

    messages.push(chatMessage('b', 'two'));
    await act(async () => jest.advanceTimersByTime(CHAT_POLL_MS));
    await screen.findByText('two');
    expect(log.scrollTop).toBe(1_000);

    // The reader scrolls up to read history: a new message does not pull them down.
    log.scrollTop = 100;
    log.dispatchEvent(new Event('scroll'));
    height = 1_200;
    messages.push(chatMessage('c', 'three'));
    await act(async () => jest.advanceTimersByTime(CHAT_POLL_MS));
    await screen.findByText('three');
    expect(log.scrollTop).toBe(100);
  });
});

describe('ChatPanel: sending', () => {
  it('keeps Send disabled while the text is blank', async () => {
    channel();
    const { user, join, messageBox, sendButton } = setup();
    await join();
    expect(sendButton()).toBeDisabled();
    await user.type(messageBox(), '   ');
    expect(sendButton()).toBeDisabled();
    await user.type(messageBox(), 'hi');
    expect(sendButton()).toBeEnabled();
  });

  it('sends with Enter, disabled while sending, then clears the box and shows the message', async () => {
    const held = deferred<void>();
    const { server, messages } = channel();
    const { user, join, messageBox, sendButton } = setup();
    await join('Sam');
    await screen.findByText('No messages yet');
    server.fetchMock.mockImplementationOnce(async (_input, init) => {
      await held.promise;
      const body = JSON.parse(String(init?.body));
      server.requests.push({ method: 'POST', url: '/api/chat', body });
      const sent = chatMessage(body.username, body.message);
      messages.push(sent);
      return json(201, sent);
    });

    await user.type(messageBox(), '  Water first!  {Enter}');
    expect(sendButton()).toBeDisabled();
    expect(sendButton()).toHaveTextContent('Sending...');
    expect(messageBox()).toHaveAttribute('readonly');
    // Enter again while sending sends nothing more.
    await user.type(messageBox(), '{Enter}');

    await act(async () => held.resolve());
    expect(await screen.findByText('Water first!')).toBeVisible();
    await waitFor(() => expect(messageBox()).toHaveValue(''));
    expect(server.calls(SEND)).toHaveLength(1);
    expect(server.calls(SEND)[0].body).toEqual({
      channelId: 'state-CA',
      username: 'Sam',
      message: 'Water first!',
      isModerated: false,
    });
    expect(sendButton()).toBeDisabled();
  });

  it('allows 500 characters and refuses 501 before sending', async () => {
    const { server } = channel();
    const { user, join, messageBox, sendButton } = setup();
    await join();
    await user.click(messageBox());
    await user.paste('m'.repeat(500));
    expect(screen.getByText('500/500')).toBeVisible();
    expect(sendButton()).toBeEnabled();

    await user.paste('m');
    expect(screen.getByText('501/500')).toBeVisible();
    expect(sendButton()).toBeDisabled();
    expect(screen.getByText('Message must be at most 500 characters (1 over)')).toBeVisible();
    await user.keyboard('{Enter}');
    expect(server.calls(SEND)).toHaveLength(0);
  });

  it.each([
    [
      '400 field message',
      () =>
        json(400, {
          message: 'Invalid body: message: Message must be at most 500 characters',
          errors: { message: 'Message must be at most 500 characters' },
        }),
      'Message must be at most 500 characters',
    ],
    [
      '429 rate-limit message',
      () => json(429, { message: 'You are sending messages too fast. Wait a few seconds.' }),
      'You are sending messages too fast. Wait a few seconds.',
    ],
    [
      'general line on a server error',
      () => failure(500, 'Internal Server Error'),
      'Your message could not be sent. Please try again.',
    ],
  ])('shows the %s under the box and keeps the text', async (_what, answer, shown) => {
    mockApi({ [CHAT]: () => json(200, []), [SEND]: answer });
    const { user, join, messageBox, sendButton } = setup();
    await join();
    await user.type(messageBox(), 'hello{Enter}');
    expect(await screen.findByText(shown)).toBeVisible();
    expect(messageBox()).toHaveAttribute('aria-invalid', 'true');
    expect(messageBox()).toHaveValue('hello');
    expect(sendButton()).toBeEnabled();
    expect(console.error).toHaveBeenCalled();
    // Editing the text clears the message.
    await user.type(messageBox(), '!');
    expect(screen.queryByText(shown)).not.toBeInTheDocument();
  });
});
