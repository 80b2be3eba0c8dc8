import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { redirectToLogin, type AuthUser, type Post, type PostComment } from 'shared-api';
import { notify } from 'shared-ui';
import {
  authUserAnswer,
  deferred,
  failure,
  json,
  loggedInUser,
  mockApi,
  renderWithProviders,
  resetBetweenTests,
  type MockHandler,
} from 'shared-config/testing';
import { mockNavigate } from 'shared-config/testing/module-mocks';
import { page, post, reply } from '../testing/post-fixtures';
import { PostFeed } from './post-feed';

// The real modules, with the toasts asked for and the login redirect recorded. A copy's toast
// is asked for inside shared-ui (copyWithNotice), out of this record's reach: the copy tests
// read the toast the real Toaster shows instead.

const notifyMock = jest.mocked(notify);
const ORIGIN = window.location.origin; // http://localhost in jsdom

interface ApiSetup {
  user?: AuthUser | null;
  posts?: Post[];
  comments?: PostComment[];
  routes?: Record<string, MockHandler>;
}

function api({ user = loggedInUser, posts = [post(7)], comments = [], routes }: ApiSetup = {}) {
  return mockApi({
    'GET /api/auth/user': authUserAnswer(user),
    'GET /api/posts': () => json(200, page(posts)),
    'GET /api/posts/7/comments': () => json(200, comments),
    ...routes,
  });
}

async function setup() {
  const user = userEvent.setup();
  renderWithProviders(<PostFeed />);
  const card = (await screen.findAllByRole('article'))[0];
  return { user, card };
}

/** The card's buttons by name (the counts are part of the names). */
const likeButton = (card: HTMLElement) => within(card).getByRole('button', { name: /^♥? ?Like/ });
const commentButton = (card: HTMLElement) => within(card).getByRole('button', { name: /^Comment/ });

resetBetweenTests('/Shorts');

describe('PAID SHARE', () => {
  it('copies the link of the post to the clipboard and says so', async () => {
    api();
    const { user, card } = await setup();
    await user.click(within(card).getByRole('button', { name: 'PAID SHARE' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(`${ORIGIN}/Shorts/7`);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('PAID Share Link Copied!');
    expect(status).toHaveTextContent('The PAID campaign URL for this post is on your clipboard.');
  });

  it("says 'Copy Failed' with the link to copy by hand, for 15 s, when the clipboard refuses", async () => {
    api();
    const { card } = await setup();
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    jest
      .spyOn(navigator.clipboard, 'writeText')
      .mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await user.click(within(card).getByRole('button', { name: 'PAID SHARE' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Copy Failed');
    expect(alert).toHaveTextContent(
      `Your browser blocked the clipboard. Copy this link by hand: ${ORIGIN}/Shorts/7`,
    );
    // Past the usual 5 s it stays, long enough to select the link; by 15 s it is gone. (The
    // wait for it above moved the fake clock a little, so the marks are not to the millisecond.)
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5_000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'Copy Failed' when the browser has no clipboard at all", async () => {
    api();
    const { user, card } = await setup();
    const clipboard = Object.getOwnPropertyDescriptor(window.navigator, 'clipboard');
    Object.defineProperty(window.navigator, 'clipboard', { value: undefined, configurable: true });
    try {
      await user.click(within(card).getByRole('button', { name: 'PAID SHARE' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Copy Failed');
    } finally {
      if (clipboard) Object.defineProperty(window.navigator, 'clipboard', clipboard);
    }
  });
});

describe('Like', () => {
  it('is a toggle with the count: it moves at once, then shows what the server says', async () => {
    const likeAnswer = deferred<Response>();
    const server = api({
      posts: [post(7, { likeCount: 2 })],
      routes: {
        'PUT /api/posts/7/like': () => likeAnswer.promise,
        'DELETE /api/posts/7/like': () => json(200, { likeCount: 4, likedByMe: false }),
      },
    });
    const { user, card } = await setup();
    expect(likeButton(card)).toHaveAttribute('aria-pressed', 'false');
    expect(likeButton(card)).toHaveTextContent('Like 2');

    await user.click(likeButton(card));
    expect(likeButton(card)).toHaveAttribute('aria-pressed', 'true');
    expect(likeButton(card)).toHaveTextContent('Like 3');
    // Another reader liked it meanwhile: the server's count wins.
    await act(async () => likeAnswer.resolve(json(200, { likeCount: 5, likedByMe: true })));
    await waitFor(() => expect(likeButton(card)).toHaveTextContent('Like 5'));
    expect(server.calls('PUT /api/posts/7/like')).toHaveLength(1);

    await user.click(likeButton(card));
    await waitFor(() => expect(likeButton(card)).toHaveAttribute('aria-pressed', 'false'));
    expect(likeButton(card)).toHaveTextContent('Like 4');
    expect(server.calls('DELETE /api/posts/7/like')).toHaveLength(1);
    expect(notifyMock).not.toHaveBeenCalled();
  });

  it('shows an earlier like as pressed', async () => {
    api({ posts: [post(7, { likeCount: 1, likedByMe: true })] });
    const { card } = await setup();
    expect(likeButton(card)).toHaveAttribute('aria-pressed', 'true');
    expect(likeButton(card)).toHaveTextContent('Like 1');
  });

  it('ignores presses while one is on its way', async () => {
    const likeAnswer = deferred<Response>();
    const server = api({ routes: { 'PUT /api/posts/7/like': () => likeAnswer.promise } });
    const { user, card } = await setup();
    await user.click(likeButton(card));
    await user.click(likeButton(card));
    expect(server.calls('PUT /api/posts/7/like')).toHaveLength(1);
    expect(server.calls('DELETE /api/posts/7/like')).toHaveLength(0);
    await act(async () => likeAnswer.resolve(json(200, { likeCount: 1, likedByMe: true })));
    await waitFor(() => expect(likeButton(card)).toHaveTextContent('Like 1'));
  });

  it("puts the count back and toasts 'Like Failed' when the server fails", async () => {
    api({
      posts: [post(7, { likeCount: 2 })],
      routes: { 'PUT /api/posts/7/like': () => failure(500, 'Internal Server Error') },
    });
    const { user, card } = await setup();
    await user.click(likeButton(card));
    await waitFor(() =>
      expect(notifyMock).toHaveBeenCalledWith({
        title: 'Like Failed',
        description: 'There was an error saving your like. Please try again.',
        variant: 'destructive',
      }),
    );
    expect(likeButton(card)).toHaveAttribute('aria-pressed', 'false');
    expect(likeButton(card)).toHaveTextContent('Like 2');
    expect(redirectToLogin).not.toHaveBeenCalled();
  });

  it("asks a visitor to log in ('Login Required', then /api/login after 1 second)", async () => {
    const server = api({ user: null, posts: [post(7, { likeCount: 2 })] });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderWithProviders(<PostFeed />);
    const card = (await screen.findAllByRole('article'))[0];
    await waitFor(() => expect(server.calls('GET /api/auth/user')).toHaveLength(1));
    jest.useFakeTimers();
    await user.click(likeButton(card));
    expect(notifyMock).toHaveBeenCalledWith({
      title: 'Login Required',
      description: 'Please log in to like posts. Redirecting...',
      variant: 'destructive',
    });
    expect(redirectToLogin).toHaveBeenCalledWith();
    expect(server.calls('PUT /api/posts/7/like')).toHaveLength(0);
    expect(likeButton(card)).toHaveAttribute('aria-pressed', 'false');
    expect(likeButton(card)).toHaveTextContent('Like 2');
    act(() => jest.advanceTimersByTime(999));
    expect(mockNavigate).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(mockNavigate).toHaveBeenCalledWith('/api/login?returnTo=%2FShorts');
  });

  it('asks to log in when the session ended meanwhile (the server answers 401)', async () => {
    api({ routes: { 'PUT /api/posts/7/like': () => failure(401, 'Unauthorized') } });
    const { user, card } = await setup();
    await user.click(likeButton(card));
    await waitFor(() => expect(redirectToLogin).toHaveBeenCalled());
    expect(notifyMock).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Login Required', variant: 'destructive' }),
    );
    expect(likeButton(card)).toHaveAttribute('aria-pressed', 'false');
    expect(likeButton(card)).toHaveTextContent('Like 0');
  });
});

describe('Comment', () => {
  it('opens the replies: authors with the post fallbacks, ages and text as text', async () => {
    const server = api({
      posts: [post(7, { commentCount: 3 })],
      comments: [
        reply(1, { createdAt: new Date(Date.now() - 5 * 60 * 60 * 1000).toISOString() }),
        reply(2, {
          user: { displayName: 'pat.q', verified: false },
          content: '<img src=x onerror=alert(1)>',
        }),
        reply(3, { user: { displayName: '', verified: false } }),
      ],
    });
    const { user, card } = await setup();
    expect(commentButton(card)).toHaveTextContent('Comment 3');
    expect(commentButton(card)).toHaveAttribute('aria-expanded', 'false');
    expect(server.calls('GET /api/posts/7/comments')).toHaveLength(0);

    await user.click(commentButton(card));
    expect(commentButton(card)).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'Replies to this post' });
    expect(commentButton(card)).toHaveAttribute('aria-controls', region.id);
    const items = await within(region).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    // Each reply offers the logged-in member 'Report' (replies are moderated too, docs/roles.md).
    expect(items[0]).toHaveTextContent('Sam Voter5hReportReply 1');
    expect(items[1]).toHaveTextContent('pat.qJust nowReport<img src=x onerror=alert(1)>');
    expect(items[1].querySelector('img')).toBeNull();
    expect(items[2]).toHaveTextContent('AnonymousJust nowReportReply 3');

    await user.click(commentButton(card));
    expect(screen.queryByRole('region', { name: 'Replies to this post' })).not.toBeInTheDocument();
  });

  it('says when there are no replies yet', async () => {
    api();
    const { user, card } = await setup();
    await user.click(commentButton(card));
    expect(await within(card).findByText('No replies yet.')).toBeInTheDocument();
  });

  it('shows why the replies failed to load, with a retry', async () => {
    let fail = true;
    api({
      routes: {
        'GET /api/posts/7/comments': () =>
          fail ? failure(500, 'Internal Server Error') : json(200, [reply(1)]),
      },
    });
    const { user, card } = await setup();
    await user.click(commentButton(card));
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Error loading replies: Something went wrong on our side. Please try again in a moment.',
    );
    expect(alert).not.toHaveTextContent('{');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByText('Reply 1')).toBeInTheDocument();
  });

  it('posts a reply: it shows under the post, the count goes up and the box clears', async () => {
    const answer = deferred<Response>();
    const server = api({
      posts: [post(7, { commentCount: 1 })],
      comments: [reply(1)],
      routes: { 'POST /api/posts/7/comments': () => answer.promise },
    });
    const { user, card } = await setup();
    await user.click(commentButton(card));
    await within(card).findByText('Reply 1');
    const box = within(card).getByRole('textbox', { name: 'Your reply' });
    const send = within(card).getByRole('button', { name: 'Reply' });
    expect(within(card).getByText('0/280')).toBeInTheDocument();
    expect(send).toBeDisabled();
    await user.type(box, 'Agreed 😀');
    expect(within(card).getByText('8/280')).toBeInTheDocument();
    await user.click(send);
    expect(server.calls('POST /api/posts/7/comments')[0].body).toEqual({ text: 'Agreed 😀' });
    expect(within(card).getByRole('button', { name: 'Replying...' })).toBeDisabled();

    await act(async () =>
      answer.resolve(
        json(
          201,
          reply(9, {
            postId: 7,
            userId: 1,
            content: 'Agreed 😀',
            user: { displayName: 'Jane Doe', verified: false },
          }),
        ),
      ),
    );
    const items = await within(card).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[1]).toHaveTextContent('Jane DoeJust nowAgreed 😀');
    expect(commentButton(card)).toHaveTextContent('Comment 2');
    expect(box).toHaveValue('');
    expect(notifyMock).toHaveBeenCalledWith({
      title: 'Reply Posted',
      description: 'Your reply has been added.',
    });
  });

  it('holds a reply over 280 characters or of spaces only', async () => {
    api();
    const { user, card } = await setup();
    await user.click(commentButton(card));
    const box = await within(card).findByRole('textbox', { name: 'Your reply' });
    const send = within(card).getByRole('button', { name: 'Reply' });
    await user.type(box, '   ');
    expect(send).toBeDisabled();
    await user.clear(box);
    await user.click(box);
    await user.paste('a'.repeat(281));
    expect(within(card).getByText('281/280')).toBeInTheDocument();
    expect(within(card).getByText('1 over the 280-character limit')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(send).toBeDisabled();
  });

  it("toasts 'Reply Failed' and keeps the text when the server fails", async () => {
    api({ routes: { 'POST /api/posts/7/comments': () => failure(500, 'Internal Server Error') } });
    const { user, card } = await setup();
    await user.click(commentButton(card));
    const box = await within(card).findByRole('textbox', { name: 'Your reply' });
    await user.type(box, 'Hello');
    await user.click(within(card).getByRole('button', { name: 'Reply' }));
    await waitFor(() =>
      expect(notifyMock).toHaveBeenCalledWith({
        title: 'Reply Failed',
        description: 'There was an error posting your reply. Please try again.',
        variant: 'destructive',
      }),
    );
    expect(box).toHaveValue('Hello');
  });

  it("shows the comment schema's message for a reply of spaces a script submits", async () => {
    const server = api();
    const { user, card } = await setup();
    await user.click(commentButton(card));
    const box = await within(card).findByRole('textbox', { name: 'Your reply' });
    await user.type(box, '   ');
    // The disabled button cannot send it; a submit that skips it meets the server's schema.
    fireEvent.submit(within(card).getByRole('form', { name: 'Reply to this post' }));
    await waitFor(() => expect(box).toHaveAccessibleDescription('Please write a comment. 3/280'));
    expect(server.calls('POST /api/posts/7/comments')).toHaveLength(0);
  });

  it("puts the server's message for the text under the reply box", async () => {
    const message = 'Comment must be at most 280 characters';
    api({
      routes: {
        'POST /api/posts/7/comments': () =>
          json(400, { message: `Invalid body: text: ${message}`, errors: { text: message } }),
      },
    });
    const { user, card } = await setup();
    await user.click(commentButton(card));
    const box = await within(card).findByRole('textbox', { name: 'Your reply' });
    await user.type(box, 'Hello');
    await user.click(within(card).getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(box).toHaveAccessibleDescription(`${message} 5/280`));
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveValue('Hello');
  });

  it("asks to log in on a 401 ('Login Required', redirect)", async () => {
    api({ routes: { 'POST /api/posts/7/comments': () => failure(401, 'Unauthorized') } });
    const { user, card } = await setup();
    await user.click(commentButton(card));
    await user.type(await within(card).findByRole('textbox', { name: 'Your reply' }), 'Hi');
    await user.click(within(card).getByRole('button', { name: 'Reply' }));
    await waitFor(() =>
      expect(notifyMock).toHaveBeenCalledWith({
        title: 'Login Required',
        description: 'Please log in to reply. Redirecting...',
        variant: 'destructive',
      }),
    );
    expect(redirectToLogin).toHaveBeenCalledWith();
  });

  it('shows a visitor the replies and a log-in link instead of the reply box', async () => {
    api({ user: null, comments: [reply(1)] });
    const { user, card } = await setup();
    await user.click(commentButton(card));
    expect(await within(card).findByText('Reply 1')).toBeInTheDocument();
    expect(await within(card).findByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/api/login?returnTo=%2FShorts',
    );
    expect(within(card).getByText(/to reply to this post\./)).toBeInTheDocument();
    expect(within(card).queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('Delete', () => {
  it("is offered only on the logged-in user's own posts", async () => {
    api({ posts: [post(7), post(8, { userId: 2 })] });
    const { card } = await setup();
    await within(card).findByRole('button', { name: 'Delete' });
    const other = screen.getAllByRole('article')[1];
    expect(within(other).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('is never offered to a visitor', async () => {
    const server = api({ user: null });
    const { card } = await setup();
    await waitFor(() => expect(server.calls('GET /api/auth/user')).toHaveLength(1));
    expect(within(card).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('asks for confirmation, then removes the post and says so', async () => {
    const server = api({
      posts: [post(7), post(8)],
      routes: { 'DELETE /api/posts/7': () => json(200, { id: 7 }) },
    });
    const { user, card } = await setup();
    await screen.findByRole('heading', { name: 'Recent Posts (2)' });

    await user.click(await within(card).findByRole('button', { name: 'Delete' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete this post?' });
    expect(dialog).toHaveTextContent(
      'The post, its likes and its replies will be removed. This cannot be undone.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.calls('DELETE /api/posts/7')).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    dialog = screen.getByRole('dialog', { name: 'Delete this post?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete post' }));
    expect(await screen.findByRole('heading', { name: 'Recent Posts (1)' })).toBeInTheDocument();
    expect(screen.queryByText('Post 7')).not.toBeInTheDocument();
    expect(screen.getByText('Post 8')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.calls('DELETE /api/posts/7')).toHaveLength(1);
    expect(notifyMock).toHaveBeenCalledWith({
      title: 'Post Deleted',
      description: 'Your post has been removed.',
    });
  });

  it("keeps the post and toasts 'Delete Failed' when the server fails", async () => {
    api({ routes: { 'DELETE /api/posts/7': () => failure(500, 'Internal Server Error') } });
    const { user, card } = await setup();
    await user.click(await within(card).findByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete post' }));
    await waitFor(() =>
      expect(notifyMock).toHaveBeenCalledWith({
        title: 'Delete Failed',
        description: 'There was an error deleting your post. Please try again.',
        variant: 'destructive',
      }),
    );
    expect(screen.getByText('Post 7')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
