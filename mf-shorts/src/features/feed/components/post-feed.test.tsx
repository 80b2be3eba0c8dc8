import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Post, PostsPage } from 'shared-api';
import { deferred, failure, json, mockApi, renderWithProviders } from 'shared-config/testing';
import { PostFeed } from './post-feed';

afterEach(() => {
  jest.useRealTimers();
  // @ts-expect-error -- jsdom has no IntersectionObserver; a test may lend one.
  delete window.IntersectionObserver;
});

/**
 * A stand-in for IntersectionObserver: records what is observed and lets the test say when
 * it scrolls into view.
 */
function mockIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[]; live: boolean }[] =
    [];
  class FakeIntersectionObserver {
    private readonly record: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback) {
      this.record = { callback, targets: [], live: true };
      observers.push(this.record);
    }
    observe(target: Element) {
      this.record.targets.push(target);
    }
    unobserve() {}
    disconnect() {
      this.record.live = false;
    }
    takeRecords() {
      return [];
    }
  }
  window.IntersectionObserver =
    FakeIntersectionObserver as unknown as typeof window.IntersectionObserver;
  return {
    /** The observers still watching something. */
    live: () => observers.filter((o) => o.live && o.targets.length > 0),
    /** Every live observer's targets enter (or leave) the viewport. */
    intersect(isIntersecting: boolean) {
      for (const observer of observers.filter((o) => o.live)) {
        observer.callback(
          observer.targets.map(
            (target) => ({ target, isIntersecting }) as IntersectionObserverEntry,
          ),
          observer as unknown as IntersectionObserver,
        );
      }
    },
  };
}

const HOUR = 60 * 60 * 1000;

function post(id: number, overrides: Partial<Post> = {}): Post {
  return {
    id,
    userId: 1,
    content: `Post ${id}`,
    mediaUrl: null,
    mediaType: null,
    altText: '',
    createdAt: new Date(Date.now() - id * HOUR).toISOString(),
    user: { displayName: 'Jane Doe', verified: false },
    hidden: false,
    likeCount: 0,
    likedByMe: false,
    commentCount: 0,
    ...overrides,
  };
}

const page = (posts: Post[], nextCursor: string | null = null): PostsPage => ({
  posts,
  nextCursor,
});

describe('PostFeed', () => {
  it('shows a spinner while loading, then the count', async () => {
    const answer = deferred<Response>();
    mockApi({ 'GET /api/posts': () => answer.promise });
    renderWithProviders(<PostFeed />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Recent Posts (0)');
    expect(screen.getByRole('status')).toHaveTextContent('Loading posts');
    await act(async () => answer.resolve(json(200, page([post(1), post(2)]))));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Recent Posts (2)' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    mockApi({ 'GET /api/posts': () => json(200, page([])) });
    renderWithProviders(<PostFeed />);
    expect(await screen.findByText('No posts yet. Be the first to share!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Recent Posts (0)' })).toBeInTheDocument();
  });

  it("shows 'Error loading posts: {message}' and can retry", async () => {
    let fail = true;
    mockApi({
      'GET /api/posts': () =>
        fail ? failure(500, 'Internal Server Error') : json(200, page([post(1)])),
    });
    renderWithProviders(<PostFeed />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Error loading posts: Something went wrong on our side. Please try again in a moment.',
    );
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Post 1')).toBeInTheDocument();
  });

  it('shows each post: initial, name with fallbacks, age, text as text, image or video', async () => {
    const answer = page([
      post(1, { createdAt: new Date().toISOString(), content: '<b>not bold</b>' }),
      post(2, {
        createdAt: new Date(Date.now() - 3 * HOUR).toISOString(),
        user: { displayName: 'sam.voter', verified: false },
        content: '',
        mediaUrl: '/files/a.png',
        mediaType: 'image',
      }),
      post(3, {
        createdAt: new Date(Date.now() - 50 * HOUR).toISOString(),
        user: { displayName: '', verified: false },
        content: 'Watch this',
        mediaUrl: '/files/b.mp4',
        mediaType: 'video',
      }),
    ]);
    mockApi({ 'GET /api/posts': () => json(200, answer) });
    renderWithProviders(<PostFeed />);
    const articles = await screen.findAllByRole('article');
    expect(articles).toHaveLength(3);

    const [first, second, third] = articles;
    expect(within(first).getByRole('heading', { name: 'Jane Doe' })).toBeInTheDocument();
    expect(first).toHaveTextContent('J');
    expect(within(first).getByText('Just now')).toHaveAttribute('datetime');
    expect(within(first).getByText('<b>not bold</b>')).toBeInTheDocument();
    expect(first.querySelector('b')).toBeNull();

    expect(within(second).getByRole('heading', { name: 'sam.voter' })).toBeInTheDocument();
    expect(within(second).getByText('S')).toBeInTheDocument();
    expect(within(second).getByText('3h')).toBeInTheDocument();
    expect(within(second).getByRole('img', { name: 'Image shared by sam.voter' })).toHaveAttribute(
      'src',
      '/files/a.png',
    );

    expect(within(third).getByRole('heading', { name: 'Anonymous' })).toBeInTheDocument();
    expect(within(third).getByText('2d')).toBeInTheDocument();
    const video = within(third).getByLabelText('Video shared by Anonymous');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', '/files/b.mp4');
  });

  it('loads older pages with the cursor and counts every loaded post', async () => {
    const server = mockApi({
      'GET /api/posts': ({ url }) =>
        url.includes('cursor=c1')
          ? json(200, page([post(3)]))
          : json(200, page([post(1), post(2)], 'c1')),
    });
    renderWithProviders(<PostFeed />);
    await screen.findByRole('heading', { name: 'Recent Posts (2)' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more posts' }));
    expect(await screen.findByRole('heading', { name: 'Recent Posts (3)' })).toBeInTheDocument();
    expect(server.calls('GET /api/posts').map((r) => r.url)).toEqual([
      '/api/posts',
      '/api/posts?cursor=c1',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more posts' })).not.toBeInTheDocument();
  });

  it('loads the next page by itself when the end of the list scrolls into view', async () => {
    const io = mockIntersectionObserver();
    const server = mockApi({
      'GET /api/posts': ({ url }) =>
        url.includes('cursor=c2')
          ? json(200, page([post(5)]))
          : url.includes('cursor=c1')
            ? json(200, page([post(3), post(4)], 'c2'))
            : json(200, page([post(1), post(2)], 'c1')),
    });
    renderWithProviders(<PostFeed />);
    await screen.findByRole('heading', { name: 'Recent Posts (2)' });
    // The keyboard's way stays visible beside the automatic one.
    expect(screen.getByRole('button', { name: 'Load more posts' })).toBeVisible();
    const sentinel = screen.getByTestId('feed-end');
    expect(io.live().map((o) => o.targets)).toEqual([[sentinel]]);

    // Not in view: nothing more is asked for.
    act(() => io.intersect(false));
    expect(server.calls('GET /api/posts')).toHaveLength(1);

    act(() => io.intersect(true));
    expect(await screen.findByRole('heading', { name: 'Recent Posts (4)' })).toBeInTheDocument();
    // While a page is on its way nothing watches, so it is asked for once.
    expect(server.calls('GET /api/posts').map((r) => r.url)).toEqual([
      '/api/posts',
      '/api/posts?cursor=c1',
    ]);

    act(() => io.intersect(true));
    expect(await screen.findByRole('heading', { name: 'Recent Posts (5)' })).toBeInTheDocument();
    expect(server.calls('GET /api/posts')).toHaveLength(3);
    // The last page: no sentinel, no button, no observer left.
    expect(screen.queryByTestId('feed-end')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more posts' })).not.toBeInTheDocument();
    expect(io.live()).toHaveLength(0);
  });

  it('stops loading by itself after a page fails, and the button tries again', async () => {
    const io = mockIntersectionObserver();
    let fail = true;
    const server = mockApi({
      'GET /api/posts': ({ url }) =>
        url.includes('cursor=c1')
          ? fail
            ? failure(500, 'Internal Server Error')
            : json(200, page([post(3)]))
          : json(200, page([post(1), post(2)], 'c1')),
    });
    const user = userEvent.setup();
    renderWithProviders(<PostFeed />);
    await screen.findByRole('heading', { name: 'Recent Posts (2)' });
    act(() => io.intersect(true));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading posts: Something went wrong on our side. Please try again in a moment.',
    );
    // The posts already loaded stay, and the sentinel no longer triggers a retry loop.
    expect(screen.getByText('Post 1')).toBeInTheDocument();
    expect(io.live()).toHaveLength(0);
    act(() => io.intersect(true));
    expect(server.calls('GET /api/posts')).toHaveLength(2);

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Load more posts' }));
    expect(await screen.findByRole('heading', { name: 'Recent Posts (3)' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refetches every 30 seconds', async () => {
    jest.useFakeTimers();
    let answer = page([post(1)]);
    const server = mockApi({ 'GET /api/posts': () => json(200, answer) });
    renderWithProviders(<PostFeed />);
    await screen.findByRole('heading', { name: 'Recent Posts (1)' });
    answer = page([post(5), post(1)]);
    await act(async () => jest.advanceTimersByTime(29_000));
    expect(server.calls('GET /api/posts')).toHaveLength(1);
    await act(async () => jest.advanceTimersByTime(1_000));
    await waitFor(() => expect(server.calls('GET /api/posts')).toHaveLength(2));
    expect(await screen.findByRole('heading', { name: 'Recent Posts (2)' })).toBeInTheDocument();
  });
});
