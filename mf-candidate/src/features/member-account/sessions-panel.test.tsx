import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountSession } from 'shared-api';
import { failure, json, mockApi, renderWithProviders } from 'shared-config/testing';
import { SessionsPanel } from './sessions-panel';

// The account page's sessions (docs/mail.md): each one with its device and times, "End
// session" on every other one, and "End all other sessions"; after either, the list is asked
// again, so it shows what the server now holds.

// A few user events each: more than Jest's 5 s on a busy machine.
jest.setTimeout(20_000);

const SESSIONS = '/api/account/sessions';
const END_OTHERS = 'POST /api/account/sessions/end-others';

const here: AccountSession = {
  id: 11,
  device: 'Chrome on Linux',
  address: '203.0.113.7',
  network: 'internet',
  startedAt: '2026-11-20T09:00:00.000Z',
  lastSeenAt: '2026-11-27T18:30:00.000Z',
  current: true,
};
const phone: AccountSession = {
  id: 12,
  device: 'Safari on iOS',
  address: '192.168.1.20',
  network: 'private',
  startedAt: '2026-11-21T10:00:00.000Z',
  lastSeenAt: '2026-11-26T08:15:00.000Z',
  current: false,
};
const unknown: AccountSession = {
  id: 13,
  device: null,
  address: null,
  network: null,
  startedAt: '2026-11-22T10:00:00.000Z',
  lastSeenAt: '2026-11-22T10:05:00.000Z',
  current: false,
};

/** A server holding `sessions`; ending drops them from what the next list answers. */
function server(initial: AccountSession[], { endOthers }: { endOthers?: () => Response } = {}) {
  let sessions = initial;
  return mockApi({
    [`GET ${SESSIONS}`]: () => json(200, { sessions }),
    [END_OTHERS]: () => {
      if (endOthers) return endOthers();
      const ended = sessions.filter((s) => !s.current).length;
      sessions = sessions.filter((s) => s.current);
      return json(200, { ended });
    },
    [`DELETE ${SESSIONS}/${phone.id}`]: () => {
      sessions = sessions.filter((s) => s.id !== phone.id);
      return new Response(null, { status: 204 });
    },
  });
}

async function sessionList() {
  return screen.findByRole('list', { name: 'Your sessions' });
}

describe('SessionsPanel', () => {
  it('lists each session with its device and last-seen time, this browser marked and not endable', async () => {
    server([here, phone, unknown]);
    renderWithProviders(<SessionsPanel />);
    const list = await sessionList();
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByText('Chrome on Linux')).toBeVisible();
    expect(within(rows[0]).getByText('This browser')).toBeVisible();
    expect(within(rows[0]).queryByRole('button')).toBeNull();
    expect(within(rows[1]).getByText('Safari on iOS')).toBeVisible();
    expect(rows[1].querySelector(`time[datetime="${phone.lastSeenAt}"]`)).not.toBeNull();
    expect(within(rows[2]).getByText('Unknown device')).toBeVisible();
    expect(
      within(rows[2]).getByRole('button', { name: 'End session: Unknown device' }),
    ).toBeVisible();
  });

  it('says where each session was last used from, when the server knows', async () => {
    const local: AccountSession = {
      ...unknown,
      id: 14,
      address: '127.0.0.1',
      network: 'loopback',
    };
    server([here, phone, unknown, local]);
    renderWithProviders(<SessionsPanel />);
    const rows = within(await sessionList()).getAllByRole('listitem');
    expect(within(rows[0]).getByText('From 203.0.113.7')).toBeVisible();
    expect(within(rows[1]).getByText('From 192.168.1.20, a private network')).toBeVisible();
    expect(within(rows[2]).queryByText(/^From /)).toBeNull();
    expect(within(rows[3]).getByText("From 127.0.0.1, the server's own machine")).toBeVisible();
  });

  it('ends one other session and shows the list without it', async () => {
    const api = server([here, phone, unknown]);
    renderWithProviders(<SessionsPanel />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'End session: Safari on iOS' }));
    expect(api.calls(`DELETE ${SESSIONS}/${phone.id}`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Safari on iOS')).toBeNull());
    expect(within(await sessionList()).getAllByRole('listitem')).toHaveLength(2);
  });

  it('ends all other sessions with one button and then says there are none', async () => {
    const api = server([here, phone, unknown]);
    renderWithProviders(<SessionsPanel />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'End all other sessions' }));
    expect(api.calls(END_OTHERS)).toHaveLength(1);
    expect(await screen.findByText('You are not logged in anywhere else.')).toBeVisible();
    expect(within(await sessionList()).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'End all other sessions' })).toBeNull();
  });

  it('offers no "End all other sessions" when this browser is the only one', async () => {
    server([here]);
    renderWithProviders(<SessionsPanel />);
    expect(await screen.findByText('You are not logged in anywhere else.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'End all other sessions' })).toBeNull();
  });

  it("shows the server's message when ending the others fails, and keeps the list", async () => {
    server([here, phone], {
      endOthers: () =>
        failure(429, 'Too Many Requests', 'Too many requests. Try again in a minute.'),
    });
    renderWithProviders(<SessionsPanel />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'End all other sessions' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Try again in a minute.',
    );
    expect(within(await sessionList()).getAllByRole('listitem')).toHaveLength(2);
  });
});
