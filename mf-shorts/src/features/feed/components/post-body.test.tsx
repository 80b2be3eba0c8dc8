import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared-config/testing';
import { post } from '../testing/post-fixtures';
import { PostBody } from './post-body';

// What a post says: the verified mark of an activated candidate's account, the alt text of
// its picture, and (for its author and support, the only ones sent it) that support hid it.

const now = Date.now();

describe('PostBody', () => {
  it("marks a verified candidate's post, with a readable label, and no one else's", () => {
    const { unmount } = renderWithProviders(
      <PostBody
        post={post(1, { user: { displayName: 'Casey Morales', verified: true } })}
        now={now}
      />,
    );
    const heading = screen.getByRole('heading', { name: 'Casey Morales' });
    expect(heading.parentElement).toHaveTextContent('Casey MoralesVerified candidate');
    expect(screen.getByTitle(/verified by PAID support/)).toHaveTextContent('Verified candidate');
    unmount();
    renderWithProviders(<PostBody post={post(2)} now={now} />);
    expect(screen.queryByText(/Verified/)).not.toBeInTheDocument();
  });

  it("uses the post's alt text for its picture, and the author's name for older pictures", () => {
    const { unmount } = renderWithProviders(
      <PostBody
        post={post(1, {
          mediaUrl: '/files/posts/a.png',
          mediaType: 'image',
          altText: 'Volunteers outside city hall',
        })}
        now={now}
      />,
    );
    expect(screen.getByRole('img', { name: 'Volunteers outside city hall' })).toHaveAttribute(
      'src',
      '/files/posts/a.png',
    );
    unmount();
    renderWithProviders(
      <PostBody post={post(2, { mediaUrl: '/files/posts/b.png', mediaType: 'image' })} now={now} />,
    );
    expect(screen.getByRole('img', { name: 'Image shared by Jane Doe' })).toBeInTheDocument();
  });

  it('tells its author (or support) that support hid the post', () => {
    const { unmount, container } = renderWithProviders(
      <PostBody post={post(1, { hidden: true })} now={now} />,
    );
    expect(
      within(container).getByText(
        'Hidden by PAID support: only its author and support can see this post.',
      ),
    ).toBeInTheDocument();
    unmount();
    renderWithProviders(<PostBody post={post(2)} now={now} />);
    expect(screen.queryByText(/Hidden by PAID support/)).not.toBeInTheDocument();
  });
});
