import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatMessage, ChatSettings } from 'shared-api';
import { json, mockApi, renderWithProviders } from 'shared-config/testing';
import { loadChatSchemas } from '../chat-schemas';
import { localTime } from '../local-time';
import { ChatRoom } from './chat-room';

// The chat's moderation pieces (docs/roles.md): the tools only for those the server calls
// moderators, each action's request, the ban's confirmation, the held queue, slow mode, and
// what a sender reads when held, timed out or slowed down.

const BASE = '/api/chat/state-CA';

const chatMessage = (id: number, username: string, text: string, isModerated = false) =>
  ({
    id,
    channelId: 'state-CA',
    username,
    message: text,
    timestamp: '2026-01-02T03:04:05.000Z',
    isModerated,
    verified: false,
  }) satisfies ChatMessage;

function server(
  settings: ChatSettings,
  {
    messages = [chatMessage(1, 'Troll', 'rude words')],
    held = [] as ChatMessage[],
    send = (body: { username: string; message: string }) =>
      json(201, chatMessage(99, body.username, body.message, false)),
  } = {},
) {
  return mockApi({
    [`GET ${BASE}`]: () => json(200, messages),
    [`GET ${BASE}/settings`]: () => json(200, settings),
    [`GET ${BASE}/held`]: () => json(200, held),
    'POST /api/chat': ({ body }) => send(body as { username: string; message: string }),
    [`DELETE ${BASE}/messages/1`]: () => new Response(null, { status: 204 }),
    [`POST ${BASE}/messages/1/restrict`]: ({ body }) =>
      json(201, {
        kind: (body as { kind: string }).kind,
        username: 'Troll',
        until: (body as { kind: string }).kind === 'ban' ? null : '2026-01-02T04:00:00.000Z',
      }),
    [`POST ${BASE}/messages/7/approve`]: () => json(200, chatMessage(7, 'Linker', 'paid.com')),
    [`PUT ${BASE}/slow-mode`]: ({ body }) =>
      json(200, { slowModeSeconds: (body as { seconds: number }).seconds, isModerator: true }),
  });
}

const VIEWER: ChatSettings = { slowModeSeconds: 0, isModerator: false };
const MODERATOR: ChatSettings = { slowModeSeconds: 0, isModerator: true };

function renderRoom() {
  const user = userEvent.setup();
  renderWithProviders(<ChatRoom channelId="state-CA" username="Sam" />);
  return user;
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('ChatRoom moderation tools', () => {
  it('shows no tools to a viewer the server does not call a moderator', async () => {
    const api = server(VIEWER);
    renderRoom();
    expect(await screen.findByText('rude words')).toBeVisible();
    await waitFor(() => expect(api.calls(`GET ${BASE}/settings`)).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /Moderate/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Chat moderation' })).not.toBeInTheDocument();
    expect(api.calls(`GET ${BASE}/held`)).toHaveLength(0);
  });

  it('lets a moderator delete and time out from the keyboard', async () => {
    const api = server(MODERATOR);
    const user = renderRoom();
    const moderate = await screen.findByRole('button', {
      name: 'Moderate the message from Troll',
    });
    moderate.focus();
    await user.keyboard('{Enter}');
    expect(moderate).toHaveAttribute('aria-expanded', 'true');
    const tools = screen.getByRole('group', { name: 'Moderation of the message from Troll' });
    await user.click(within(tools).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls(`DELETE ${BASE}/messages/1`)).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Moderate the message from Troll' }));
    await user.click(screen.getByRole('button', { name: 'Time out 10 min' }));
    await waitFor(() => expect(api.calls(`POST ${BASE}/messages/1/restrict`)).toHaveLength(1));
    expect(api.calls(`POST ${BASE}/messages/1/restrict`)[0].body).toEqual({
      kind: 'timeout',
      minutes: 10,
    });
  });

  it('asks before a ban: Cancel sends nothing, Confirm ban bans', async () => {
    const api = server(MODERATOR);
    const user = renderRoom();
    await user.click(
      await screen.findByRole('button', { name: 'Moderate the message from Troll' }),
    );
    await user.click(screen.getByRole('button', { name: 'Ban' }));
    expect(screen.getByText('Ban Troll from this chat?')).toBeVisible();
    // The safe choice has the focus.
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByText('Ban Troll from this chat?')).not.toBeInTheDocument();
    expect(api.calls(`POST ${BASE}/messages/1/restrict`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Ban' }));
    await user.click(screen.getByRole('button', { name: 'Confirm ban' }));
    await waitFor(() => expect(api.calls(`POST ${BASE}/messages/1/restrict`)).toHaveLength(1));
    expect(api.calls(`POST ${BASE}/messages/1/restrict`)[0].body).toEqual({ kind: 'ban' });
  });

  it('lists the held queue for moderators and approves from it', async () => {
    const api = server(MODERATOR, { held: [chatMessage(7, 'Linker', 'see paid.com', true)] });
    const user = renderRoom();
    const queue = await screen.findByRole('region', { name: 'Held for review' });
    expect(await within(queue).findByText('see paid.com')).toBeVisible();
    expect(within(queue).getByRole('heading', { name: 'Held for review (1)' })).toBeVisible();
    await user.click(
      within(queue).getByRole('button', { name: 'Moderate the message from Linker' }),
    );
    await user.click(within(queue).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.calls(`POST ${BASE}/messages/7/approve`)).toHaveLength(1));
  });

  it('sets slow mode through its form', async () => {
    const api = server(MODERATOR);
    const user = renderRoom();
    const form = await screen.findByRole('form', { name: 'Slow mode' });
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Slow mode' }),
      'One message every 30 seconds',
    );
    await act(async () => {
      await loadChatSchemas();
    });
    await user.click(within(form).getByRole('button', { name: 'Set' }));
    await waitFor(() => expect(api.calls(`PUT ${BASE}/slow-mode`)).toHaveLength(1));
    expect(api.calls(`PUT ${BASE}/slow-mode`)[0].body).toEqual({ seconds: 30 });
  });
});

describe('ChatRoom as a sender', () => {
  it('says slow mode is on', async () => {
    server({ slowModeSeconds: 30, isModerator: false });
    renderRoom();
    expect(await screen.findByText('Slow mode is on: one message every 30 seconds.')).toBeVisible();
  });

  it('marks a held message of its own as awaiting review', async () => {
    server(VIEWER, {
      send: (body) => json(201, chatMessage(50, body.username, body.message, true)),
    });
    const user = renderRoom();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(box, 'see www.paid.example');
    expect(screen.getByText(/Links wait for a moderator to approve them/)).toBeVisible();
    await act(async () => {
      await loadChatSchemas();
    });
    await user.keyboard('{Enter}');
    const log = screen.getByRole('log', { name: 'Chat messages' });
    expect(await within(log).findByText('see www.paid.example')).toBeVisible();
    expect(within(log).getByText('Awaiting review')).toBeVisible();
  });

  it("says until when a timed-out sender must wait, in the reader's time", async () => {
    const until = '2026-01-02T04:00:00.000Z';
    server(VIEWER, {
      send: () =>
        json(403, {
          message: 'You are timed out of this chat until 04:00 UTC (2026-01-02).',
          until,
        }),
    });
    const user = renderRoom();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await act(async () => {
      await loadChatSchemas();
    });
    await user.type(box, 'hello{Enter}');
    expect(
      await screen.findByText(`You are timed out of this chat until ${localTime(until)}.`),
    ).toBeVisible();
  });
});
