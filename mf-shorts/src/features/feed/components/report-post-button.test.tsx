import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALREADY_REPORTED_MESSAGE, type AuthUser } from 'shared-api';
import { notify } from 'shared-ui';
import {
  authUserAnswer,
  failure,
  json,
  loggedInUser,
  mockApi,
  renderWithProviders,
  resetBetweenTests,
  type MockHandler,
} from 'shared-config/testing';
import { page, post, reply } from '../testing/post-fixtures';
import { PostFeed } from './post-feed';

// The Report dialog on a post: members only, never on one's own post; a reason (radios) and
// optional details, checked with the server's schema; one report per member (409).

const notifyMock = jest.mocked(notify);
/** Post 7 by someone else (user 2); the logged-in user is user 1. */
const othersPost = post(7, { userId: 2, user: { displayName: 'Sam Voter', verified: false } });

function api(user: AuthUser | null = loggedInUser, report?: MockHandler) {
  return mockApi({
    'GET /api/auth/user': authUserAnswer(user),
    'GET /api/posts': () => json(200, page([othersPost, post(8)])),
    'POST /api/posts/7/report': report ?? (() => json(201, { reason: 'spam', details: '' })),
  });
}

async function openDialog() {
  const user = userEvent.setup();
  renderWithProviders(<PostFeed />);
  const [card] = await screen.findAllByRole('article');
  // Offered once the session is known.
  await user.click(await within(card).findByRole('button', { name: 'Report' }));
  const dialog = await screen.findByRole('dialog', { name: 'Report this post' });
  return { user, card, dialog };
}

resetBetweenTests('/Shorts');

describe('Report', () => {
  it("is offered on other members' posts only, never to a visitor or on one's own", async () => {
    api();
    renderWithProviders(<PostFeed />);
    const [others, own] = await screen.findAllByRole('article');
    expect(await within(others).findByRole('button', { name: 'Report' })).toBeInTheDocument();
    expect(within(own).queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
  });

  it('is never offered to a visitor', async () => {
    api(null);
    renderWithProviders(<PostFeed />);
    const cards = await screen.findAllByRole('article');
    await act(async () => {}); // the session's answer is in
    for (const card of cards) {
      expect(within(card).queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    }
  });

  it('is used with the keyboard alone: pick a reason, add details, send', async () => {
    const server = api();
    const { user, dialog } = await openDialog();
    // The first reason has the focus; arrows move between the reasons.
    expect(within(dialog).getByRole('radio', { name: 'Spam' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(dialog).getByRole('radio', { name: 'Harassment or hate' })).toBeChecked();
    await user.tab();
    await user.keyboard('Name-calling in every reply');
    await user.tab(); // Cancel
    await user.tab(); // Send report
    expect(within(dialog).getByRole('button', { name: 'Send report' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(server.calls('POST /api/posts/7/report')).toHaveLength(1));
    expect(server.calls('POST /api/posts/7/report')[0].body).toEqual({
      reason: 'harassment',
      details: 'Name-calling in every reply',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(notifyMock).toHaveBeenCalledWith({
      title: 'Report Sent',
      description: 'Thank you. PAID support will review this post.',
    });
  });

  it('asks for a reason, and for details with Something else, before sending anything', async () => {
    const server = api();
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Choose a reason for your report',
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(
      await within(dialog).findByText('Tell us what is wrong with this post'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Details' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(server.calls('POST /api/posts/7/report')).toHaveLength(0);
  });

  it('says so when the member already reported the post (409), and closes', async () => {
    api(loggedInUser, () => failure(409, 'Conflict', ALREADY_REPORTED_MESSAGE));
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(notifyMock).toHaveBeenCalledWith({
      title: 'Already Reported',
      description: ALREADY_REPORTED_MESSAGE,
    });
  });

  it('Cancel closes without sending', async () => {
    const server = api();
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.calls('POST /api/posts/7/report')).toHaveLength(0);
  });

  it("reports someone else's reply to support, not one's own", async () => {
    const server = mockApi({
      'GET /api/auth/user': authUserAnswer(loggedInUser),
      'GET /api/posts': () => json(200, page([post(7, { commentCount: 2 })])),
      'GET /api/posts/7/comments': () =>
        json(200, [reply(31, { postId: 7 }), reply(32, { postId: 7, userId: loggedInUser.id })]),
      'POST /api/comments/31/report': () => json(201, { reason: 'spam', details: '' }),
    });
    const user = userEvent.setup();
    renderWithProviders(<PostFeed />);
    const [card] = await screen.findAllByRole('article');
    await user.click(within(card).getByRole('button', { name: /^Comment/ }));
    const region = await screen.findByRole('region', { name: 'Replies to this post' });
    const [others, own] = await within(region).findAllByRole('listitem');
    expect(within(own).queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
    await user.click(within(others).getByRole('button', { name: 'Report the reply by Sam Voter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this reply' });
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(server.calls('POST /api/comments/31/report')).toHaveLength(1));
    expect(server.calls('POST /api/comments/31/report')[0].body).toEqual({
      reason: 'spam',
      details: '',
    });
    expect(server.calls('POST /api/posts/7/report')).toHaveLength(0);
  });
});
