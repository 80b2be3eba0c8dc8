import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DirectMessage } from 'shared-api';
import { deferred, json, mockApi, renderWithProviders } from 'shared-config/testing';
import { dismissToast } from 'shared-ui';
import { messageFixture } from '../testing/message-fixture';
import { InboxPanel } from './inbox-panel';

function setup(initial: DirectMessage[]) {
  let inbox = initial;
  const server = mockApi({
    'GET /api/messages/candidate/7': () => json(200, inbox),
    'PATCH /api/messages/1/read': () => {
      inbox = inbox.map((m) => (m.id === 1 ? { ...m, isRead: true } : m));
      return json(
        200,
        inbox.find((m) => m.id === 1),
      );
    },
  });
  renderWithProviders(<InboxPanel candidateId={7} />);
  return server;
}

afterEach(() => act(() => dismissToast()));

describe('InboxPanel', () => {
  it('shows a spinner, then each message with subject, date, text and sender', async () => {
    const answer = deferred<Response>();
    mockApi({ 'GET /api/messages/candidate/7': () => answer.promise });
    renderWithProviders(<InboxPanel candidateId={7} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading messages');
    await act(async () =>
      answer.resolve(
        json(200, [
          messageFixture(1, { subject: 'Schools', message: 'What is\nyour plan?' }),
          messageFixture(2, { senderName: null, isRead: true }),
        ]),
      ),
    );
    const list = await screen.findByRole('list', { name: 'Messages' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first).getByText('Schools')).toBeInTheDocument();
    expect(within(first).getByText('From: Jordan Voter')).toBeInTheDocument();
    expect(within(first).getByText(/What is\s+your plan\?/)).toBeInTheDocument();
    // Shown in the reader's time zone, so only the year is certain here.
    const sent = first.querySelector('time');
    expect(sent).toHaveAttribute('datetime', '2026-03-04T15:30:00.000Z');
    expect(sent).toHaveTextContent(/^Mar \d{1,2}, 2026, \d{1,2}:\d{2}\s[AP]M$/);
    expect(within(second).getByText('From: Anonymous')).toBeInTheDocument();
  });

  it('marks unread messages: a badge in their name and a different style', async () => {
    setup([messageFixture(1), messageFixture(2, { isRead: true })]);
    const unread = await screen.findByRole('button', { name: 'Subject 1 Unread' });
    const read = screen.getByRole('button', { name: 'Subject 2' });
    expect(unread).toHaveAttribute('data-unread', 'true');
    expect(read).toHaveAttribute('data-unread', 'false');
    expect(getComputedStyle(unread).backgroundColor).not.toBe(
      getComputedStyle(read).backgroundColor,
    );
    expect(screen.getByText('2 messages, 1 unread')).toBeInTheDocument();
  });

  it('keeps the list 500 px high, scrolling inside', async () => {
    setup([messageFixture(1)]);
    await screen.findByRole('list', { name: 'Messages' });
    expect(screen.getByTestId('inbox-scroller')).toHaveStyle({
      height: '500px',
      overflowY: 'auto',
    });
  });

  it("says 'No messages yet' for an empty inbox", async () => {
    setup([]);
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeInTheDocument();
  });

  it('marks a message read when it is opened, then shows it read', async () => {
    const server = setup([messageFixture(1), messageFixture(2, { isRead: true })]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Subject 2' }));
    expect(server.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Subject 1 Unread' }));
    await waitFor(() => expect(server.calls('PATCH /api/messages/1/read')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Subject 1' })).toHaveAttribute(
      'data-unread',
      'false',
    );
    expect(screen.getByText('2 messages, 0 unread')).toBeInTheDocument();
    await waitFor(() => expect(server.calls('GET /api/messages/candidate/7')).toHaveLength(2));
  });

  it('opens a message with the keyboard (Enter)', async () => {
    const server = setup([messageFixture(1)]);
    const user = userEvent.setup();
    (await screen.findByRole('button', { name: 'Subject 1 Unread' })).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(server.calls('PATCH /api/messages/1/read')).toHaveLength(1));
  });
});
