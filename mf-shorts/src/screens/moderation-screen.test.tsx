import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthUser, ReportedPost } from 'shared-api';
import { notify } from 'shared-ui';
import {
  authUserAnswer,
  json,
  loggedInUser,
  mockApi,
  renderWithProviders,
  resetBetweenTests,
} from 'shared-config/testing';
import { post } from '../features/feed/testing/post-fixtures';
import ModerationScreen from './moderation-screen';

// /Shorts/moderation: support's queue. Visitors are asked to log in, members are told it is
// support's (and the queue is never asked for); support sees each reported post with its
// reports and hides or restores it.

const notifyMock = jest.mocked(notify);
const support: AuthUser = { ...loggedInUser, id: 9, isAdmin: true };

const reported = (hidden: boolean): ReportedPost => ({
  post: post(7, { userId: 2, content: 'Buy followers', hidden }),
  hiddenAt: hidden ? new Date().toISOString() : null,
  reportCount: 2,
  reports: [
    { reason: 'spam', details: 'Bot account', createdAt: new Date().toISOString() },
    { reason: 'other', details: '<b>odd</b>', createdAt: new Date().toISOString() },
  ],
});

resetBetweenTests('/Shorts/moderation');

describe('ModerationScreen (/Shorts/moderation)', () => {
  it('asks a visitor to log in and never asks for the queue', async () => {
    const server = mockApi({ 'GET /api/auth/user': authUserAnswer(null) });
    renderWithProviders(<ModerationScreen />);
    expect(
      await screen.findByRole('heading', { name: 'Authentication Required' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/api\/login/),
    );
    expect(server.calls('GET /api/admin/post-reports')).toHaveLength(0);
  });

  it('tells a member the page is support’s', async () => {
    const server = mockApi({ 'GET /api/auth/user': authUserAnswer(loggedInUser) });
    renderWithProviders(<ModerationScreen />);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    await act(async () => {});
    expect(server.calls('GET /api/admin/post-reports')).toHaveLength(0);
  });

  it('shows support each reported post with its reasons, and hides it', async () => {
    let hidden = false;
    const server = mockApi({
      'GET /api/auth/user': authUserAnswer(support),
      'GET /api/admin/post-reports': () => json(200, [reported(hidden)]),
      'POST /api/admin/posts/7/hide': () => {
        hidden = true;
        return json(200, { id: 7, hidden: true, changed: true });
      },
    });
    renderWithProviders(<ModerationScreen />);
    const item = await screen.findByRole('article');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Reported posts (1)' }),
    ).toBeInTheDocument();
    expect(within(item).getByText('Buy followers')).toBeInTheDocument();
    expect(within(item).getByText('2 reports')).toBeInTheDocument();
    const reports = within(item).getByRole('list', { name: 'Reports' });
    expect(reports).toHaveTextContent('Spam');
    expect(reports).toHaveTextContent('Bot account');
    expect(reports).toHaveTextContent('Something else');
    expect(within(reports).getByText('<b>odd</b>')).toBeInTheDocument(); // text, not HTML
    expect(within(item).getByRole('link', { name: 'Open post' })).toHaveAttribute(
      'href',
      '/Shorts/7',
    );

    await userEvent.click(within(item).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(server.calls('POST /api/admin/posts/7/hide')).toHaveLength(1));
    expect(await within(item).findByRole('button', { name: 'Restore' })).toBeInTheDocument();
    expect(within(item).getByText('Hidden')).toBeInTheDocument();
    expect(notifyMock).toHaveBeenCalledWith({
      title: 'Post Hidden',
      description: 'Only its author and support can see it now.',
    });
  });

  it('shows support each reported reply with its reasons, and hides it', async () => {
    let hidden = false;
    const server = mockApi({
      'GET /api/auth/user': authUserAnswer(support),
      'GET /api/admin/post-reports': () => json(200, []),
      'GET /api/admin/comment-reports': () =>
        json(200, [
          {
            comment: {
              id: 31,
              postId: 7,
              userId: 2,
              content: 'You are all <i>idiots</i>',
              createdAt: new Date().toISOString(),
              user: post(7).user,
            },
            hiddenAt: hidden ? new Date().toISOString() : null,
            reportCount: 1,
            reports: [{ reason: 'harassment', details: '', createdAt: new Date().toISOString() }],
          },
        ]),
      'POST /api/admin/comments/31/hide': () => {
        hidden = true;
        return json(200, { id: 31, hidden: true, changed: true });
      },
    });
    renderWithProviders(<ModerationScreen />);
    const item = await screen.findByRole('article');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Reported replies (1)' }),
    ).toBeInTheDocument();
    expect(within(item).getByText('You are all <i>idiots</i>')).toBeInTheDocument();
    expect(within(item).getByRole('list', { name: 'Reports' })).toHaveTextContent(
      'Harassment or hate',
    );
    within(item).getByRole('button', { name: 'Hide' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(server.calls('POST /api/admin/comments/31/hide')).toHaveLength(1));
    expect(await within(item).findByRole('button', { name: 'Restore' })).toBeInTheDocument();
    expect(notifyMock).toHaveBeenCalledWith({
      title: 'Reply Hidden',
      description: 'It no longer shows under its post.',
    });
  });

  it('says when nothing is reported', async () => {
    mockApi({
      'GET /api/auth/user': authUserAnswer(support),
      'GET /api/admin/post-reports': () => json(200, []),
    });
    renderWithProviders(<ModerationScreen />);
    expect(await screen.findByText('No reported posts')).toBeInTheDocument();
  });
});
