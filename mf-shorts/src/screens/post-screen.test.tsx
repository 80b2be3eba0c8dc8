import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { dismissToast, notify } from 'shared-ui';
import {
  authUserAnswer,
  deferred,
  failure,
  json,
  mockApi,
  renderWithProviders,
  type MockHandler,
} from 'shared-config/testing';
import { post, reply } from '../features/feed/testing/post-fixtures';
import PostScreen from './post-screen';

const notifyMock = jest.mocked(notify);

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/Shorts" element={<p>The feed</p>} />
      <Route path="/Shorts/:postId" element={<PostScreen />} />
    </Routes>,
    { path },
  );
}

function api(routes: Record<string, MockHandler>) {
  return mockApi({ 'GET /api/auth/user': authUserAnswer(), ...routes });
}

beforeEach(() => {
  jest.clearAllMocks();
});

afterEach(() => {
  act(() => dismissToast());
});

describe('PostScreen (/Shorts/:postId)', () => {
  it('shows the post as the feed does, with its replies open and a way back', async () => {
    const answer = deferred<Response>();
    const server = api({
      'GET /api/posts/7': () => answer.promise,
      'GET /api/posts/7/comments': () => json(200, [reply(1, { postId: 7 })]),
    });
    renderAt('/Shorts/7');
    expect(screen.getByRole('heading', { level: 1, name: 'Shorts' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading post');
    await act(async () =>
      answer.resolve(json(200, post(7, { content: 'Vote early', likeCount: 3, commentCount: 1 }))),
    );

    const card = await screen.findByRole('article');
    expect(within(card).getByRole('heading', { level: 2, name: 'Jane Doe' })).toBeInTheDocument();
    expect(within(card).getByText('Vote early')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /Like 3/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(card).getByRole('button', { name: 'PAID SHARE' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Comment 1' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(await within(card).findByText('Reply 1')).toBeInTheDocument();
    expect(within(card).getByRole('textbox', { name: 'Your reply' })).toBeInTheDocument();
    expect(server.calls('GET /api/posts/7')).toHaveLength(1);

    const back = screen.getByRole('link', { name: 'Back to Shorts' });
    expect(back).toHaveAttribute('href', '/Shorts');
    await userEvent.click(back);
    expect(await screen.findByText('The feed')).toBeInTheDocument();
  });

  it("shows 'Post not found' with a link back when the post does not exist", async () => {
    api({ 'GET /api/posts/404': () => failure(404, 'Not Found', 'Post not found') });
    renderAt('/Shorts/404');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Post not found' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the recent posts' })).toHaveAttribute(
      'href',
      '/Shorts',
    );
    expect(screen.getByRole('link', { name: 'Back to Shorts' })).toHaveAttribute('href', '/Shorts');
  });

  it.each(['abc', '0', '-3', '1.5'])(
    "shows 'Post not found' for the id '%s' without asking the server",
    async (id) => {
      const server = api({});
      renderAt(`/Shorts/${id}`);
      expect(screen.getByRole('heading', { name: 'Post not found' })).toBeInTheDocument();
      await act(async () => {}); // let any query that would start, start
      expect(server.requests.filter((r) => r.url.startsWith('/api/posts'))).toHaveLength(0);
    },
  );

  it('shows a failed load with a retry', async () => {
    let fail = true;
    api({
      'GET /api/posts/7': () => (fail ? failure(500, 'Internal Server Error') : json(200, post(7))),
      'GET /api/posts/7/comments': () => json(200, []),
    });
    renderAt('/Shorts/7');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Error loading post: Something went wrong on our side. Please try again in a moment.',
    );
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Post 7')).toBeInTheDocument();
  });

  it('goes back to the feed after the author deletes the post', async () => {
    api({
      'GET /api/posts/7': () => json(200, post(7)),
      'GET /api/posts/7/comments': () => json(200, []),
      'DELETE /api/posts/7': () => json(200, { id: 7 }),
    });
    renderAt('/Shorts/7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete post' }));
    expect(await screen.findByText('The feed')).toBeInTheDocument();
    expect(notifyMock).toHaveBeenCalledWith({
      title: 'Post Deleted',
      description: 'Your post has been removed.',
    });
  });
});
