import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { redirectToLogin, type Post, type PostsPage } from 'shared-api';
import { notify } from 'shared-ui';
import ShortsScreen from '../../../screens/shorts-screen';
import {
  deferred,
  failure,
  json,
  mockApi,
  renderWithProviders,
  resetBetweenTests,
} from 'shared-config/testing';
import { mockNavigate } from 'shared-config/testing/module-mocks';

// The real modules, with the toasts asked for and the login redirect recorded.

const notifyMock = jest.mocked(notify);
const emptyPage: PostsPage = { posts: [], nextCursor: null };

function createdPost(overrides: Partial<Post> = {}): Post {
  return {
    id: 1,
    userId: 7,
    content: 'Hello',
    mediaUrl: null,
    mediaType: null,
    altText: '',
    createdAt: new Date().toISOString(),
    user: { displayName: 'Jane Doe', verified: false },
    hidden: false,
    likeCount: 0,
    likedByMe: false,
    commentCount: 0,
    ...overrides,
  };
}

function api(postAnswer: () => Response | Promise<Response> = () => json(201, createdPost())) {
  return mockApi({
    'GET /api/posts': () => json(200, emptyPage),
    'POST /api/shorts/post': () => postAnswer(),
  });
}

function setup(options?: Parameters<typeof userEvent.setup>[0]) {
  const user = userEvent.setup(options);
  renderWithProviders(<ShortsScreen />);
  return {
    user,
    textArea: () => screen.getByRole('textbox', { name: 'Your post' }),
    postButton: () => screen.getByRole('button', { name: /PAID POST|POSTING\.\.\./ }),
    fileInput: () => screen.getByLabelText<HTMLInputElement>('Attach an image or video'),
  };
}

const png = () => new File(['png-bytes'], 'photo.png', { type: 'image/png' });
const mp4 = () => new File(['mp4-bytes'], 'clip.mp4', { type: 'video/mp4' });

resetBetweenTests('/Shorts');

describe('PostComposer', () => {
  it('has an h1 first and counts characters as the server does (an emoji is one)', async () => {
    api();
    const { user, textArea } = setup();
    expect(screen.getAllByRole('heading')[0]).toHaveProperty('tagName', 'H1');
    expect(screen.getByText('0/280')).toBeInTheDocument();
    await user.type(textArea(), 'Hi 😀');
    expect(screen.getByText('4/280')).toBeInTheDocument();
  });

  it('disables PAID POST over 280 characters and says by how much', async () => {
    api();
    const { user, textArea, postButton } = setup();
    await user.click(textArea());
    await user.paste('a'.repeat(280));
    expect(screen.getByText('280/280')).toBeInTheDocument();
    expect(postButton()).toBeEnabled();
    await user.paste('b');
    expect(screen.getByText('281/280')).toBeInTheDocument();
    expect(screen.getByText('1 over the 280-character limit')).toBeInTheDocument();
    expect(textArea()).toHaveAttribute('aria-invalid', 'true');
    expect(postButton()).toBeDisabled();
  });

  it("blocks a blank post with 'Empty Post' and sends nothing", async () => {
    const server = api();
    const { user, textArea, postButton } = setup();
    await user.type(textArea(), '   ');
    await user.click(postButton());
    expect(notifyMock).toHaveBeenCalledWith({
      title: 'Empty Post',
      description: 'Please add some text or upload a file.',
      variant: 'destructive',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Empty PostPlease add some text or upload a file.',
    );
    expect(server.calls('POST /api/shorts/post')).toHaveLength(0);
  });

  it('accepts images and videos, previews the picked image and removes it', async () => {
    api();
    const { user, fileInput } = setup();
    expect(fileInput()).toHaveAttribute('accept', 'image/*,video/*');
    await user.upload(fileInput(), png());
    const preview = await screen.findByRole('img', { name: 'Preview of photo.png' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await user.click(screen.getByRole('button', { name: 'Remove attachment' }));
    expect(screen.queryByRole('img', { name: 'Preview of photo.png' })).not.toBeInTheDocument();
  });

  it("posts a picture alone with mediaType 'image', its data URL and its alt text", async () => {
    const server = api();
    const { user, fileInput, postButton } = setup();
    expect(screen.queryByRole('textbox', { name: /alt text/ })).not.toBeInTheDocument();
    await user.upload(fileInput(), png());
    await screen.findByRole('img', { name: 'Preview of photo.png' });
    const altText = screen.getByRole('textbox', { name: /Image description \(alt text\)/ });
    expect(altText).toBeRequired();
    await user.type(altText, '  Volunteers at the rally ');
    expect(screen.getByText(/26\/500$/)).toBeInTheDocument();
    await user.click(postButton());
    await waitFor(() => expect(server.calls('POST /api/shorts/post')).toHaveLength(1));
    expect(server.calls('POST /api/shorts/post')[0].body).toEqual({
      text: '',
      mediaUrl: `data:image/png;base64,${btoa('png-bytes')}`,
      mediaType: 'image',
      // Trimmed by the schema the server checks it with.
      altText: 'Volunteers at the rally',
    });
  });

  it('asks for the alt text of a picture before sending anything, and focuses it', async () => {
    const server = api();
    const { user, textArea, fileInput, postButton } = setup();
    await user.type(textArea(), 'Look at this');
    await user.upload(fileInput(), png());
    await screen.findByRole('img', { name: 'Preview of photo.png' });
    const altText = screen.getByRole('textbox', { name: /alt text/ });
    await user.type(altText, '   ');
    await user.click(postButton());
    expect(
      await screen.findByText('Describe the image for people who cannot see it (alt text).'),
    ).toBeInTheDocument();
    expect(altText).toHaveAttribute('aria-invalid', 'true');
    expect(altText).toHaveFocus();
    expect(server.calls('POST /api/shorts/post')).toHaveLength(0);

    // Removing the picture removes the question, and the text posts alone.
    await user.click(screen.getByRole('button', { name: 'Remove attachment' }));
    expect(screen.queryByRole('textbox', { name: /alt text/ })).not.toBeInTheDocument();
    await user.click(postButton());
    await waitFor(() => expect(server.calls('POST /api/shorts/post')).toHaveLength(1));
    expect(server.calls('POST /api/shorts/post')[0].body).toMatchObject({
      text: 'Look at this',
      mediaUrl: null,
    });
  });

  it('a picture alone without its alt text is one message, under the alt text, and no toast', async () => {
    const server = api();
    const { user, fileInput, postButton } = setup();
    await user.upload(fileInput(), png());
    await screen.findByRole('img', { name: 'Preview of photo.png' });
    await user.click(postButton());
    const altText = screen.getByRole('textbox', { name: /alt text/ });
    expect(
      await screen.findByText('Describe the image for people who cannot see it (alt text).'),
    ).toBeInTheDocument();
    expect(altText).toHaveFocus();
    // No toast asked for (an earlier test's may still be fading out of the region).
    expect(notifyMock).not.toHaveBeenCalled();
    expect(server.calls('POST /api/shorts/post')).toHaveLength(0);
  });

  it("takes the 'Empty Post' toast away once a picture is attached: its alt text is the one message", async () => {
    const server = api();
    const { user, fileInput, postButton } = setup();
    await user.click(postButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Empty Post');
    await user.upload(fileInput(), png());
    await screen.findByRole('img', { name: 'Preview of photo.png' });
    await waitFor(() => expect(screen.queryByText('Empty Post')).not.toBeInTheDocument());
    await user.click(postButton());
    expect(
      await screen.findByText('Describe the image for people who cannot see it (alt text).'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Empty Post')).not.toBeInTheDocument();
    expect(notifyMock).toHaveBeenCalledTimes(1);
    expect(server.calls('POST /api/shorts/post')).toHaveLength(0);
  });

  it("shows the server's alt text refusal under the field", async () => {
    const message = 'Describe the image for people who cannot see it (alt text).';
    api(() => json(400, { message: `Invalid request: ${message}`, errors: { altText: message } }));
    const { user, fileInput, postButton } = setup();
    await user.upload(fileInput(), png());
    await screen.findByRole('img', { name: 'Preview of photo.png' });
    await user.type(screen.getByRole('textbox', { name: /alt text/ }), 'A photo');
    await user.click(postButton());
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("previews a video in a player and posts it with mediaType 'video'", async () => {
    const server = api();
    const { user, textArea, fileInput, postButton } = setup();
    await user.type(textArea(), 'Rally tonight');
    await user.upload(fileInput(), mp4());
    const player = await screen.findByLabelText('Preview of clip.mp4');
    expect(player.tagName).toBe('VIDEO');
    await user.click(postButton());
    await waitFor(() => expect(server.calls('POST /api/shorts/post')).toHaveLength(1));
    expect(server.calls('POST /api/shorts/post')[0].body).toMatchObject({
      text: 'Rally tonight',
      mediaType: 'video',
      mediaUrl: expect.stringMatching(/^data:video\/mp4;base64,/),
    });
  });

  it("shows 'POSTING...' (disabled) while sending, then resets text and file and toasts success", async () => {
    const answer = deferred<Response>();
    const server = api(() => answer.promise);
    const { user, textArea, fileInput, postButton } = setup();
    await user.type(textArea(), 'First post!');
    await user.upload(fileInput(), png());
    await screen.findByRole('img', { name: 'Preview of photo.png' });
    await user.type(screen.getByRole('textbox', { name: /alt text/ }), 'A photo');
    await user.click(postButton());

    expect(postButton()).toHaveTextContent('POSTING...');
    expect(postButton()).toBeDisabled();

    await act(async () => answer.resolve(json(201, createdPost())));
    await waitFor(() => expect(postButton()).toHaveTextContent('PAID POST'));
    expect(notifyMock).toHaveBeenCalledWith({
      title: 'Post Successful!',
      description: 'Your post has been shared.',
    });
    expect(textArea()).toHaveValue('');
    expect(screen.getByText('0/280')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Preview of photo.png' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /alt text/ })).not.toBeInTheDocument();
    // The feed is refetched so the new post shows.
    await waitFor(() => expect(server.calls('GET /api/posts')).toHaveLength(2));
  });

  it("on a 401 toasts 'Login Required' and goes to /api/login after 1 second", async () => {
    jest.useFakeTimers();
    api(() => failure(401, 'Unauthorized'));
    const { user, textArea, postButton } = setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(textArea(), 'Let me in');
    await user.click(postButton());

    await waitFor(() =>
      expect(notifyMock).toHaveBeenCalledWith({
        title: 'Login Required',
        description: 'Please log in to post. Redirecting...',
        variant: 'destructive',
      }),
    );
    expect(redirectToLogin).toHaveBeenCalledWith(); // the default delay, 1000 ms
    expect(mockNavigate).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1000));
    expect(mockNavigate).toHaveBeenCalledTimes(1);
    expect(mockNavigate).toHaveBeenCalledWith('/api/login?returnTo=%2FShorts');
    // The text is kept for after the login.
    expect(textArea()).toHaveValue('Let me in');
  });

  it('does not redirect if the screen is left before the second is over', async () => {
    jest.useFakeTimers();
    api(() => failure(401, 'Unauthorized'));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { unmount } = renderWithProviders(<ShortsScreen />);
    await user.type(screen.getByRole('textbox', { name: 'Your post' }), 'x');
    await user.click(screen.getByRole('button', { name: 'PAID POST' }));
    await waitFor(() => expect(redirectToLogin).toHaveBeenCalled());
    unmount();
    act(() => jest.advanceTimersByTime(2000));
    expect(mockNavigate).not.toHaveBeenCalled();
  });

  it("toasts 'Post Failed' on other errors and keeps what was typed", async () => {
    api(() => failure(500, 'Internal Server Error'));
    const { user, textArea, postButton } = setup();
    await user.type(textArea(), 'Try me');
    await user.click(postButton());
    await waitFor(() =>
      expect(notifyMock).toHaveBeenCalledWith({
        title: 'Post Failed',
        description: 'There was an error sharing your post. Please try again.',
        variant: 'destructive',
      }),
    );
    expect(redirectToLogin).not.toHaveBeenCalled();
    expect(textArea()).toHaveValue('Try me');
    expect(postButton()).toHaveTextContent('PAID POST');
  });

  it("puts the server's field message for the text, or the file, under 'Your post'", async () => {
    const message = 'mediaType must match the attached file';
    api(() =>
      json(400, { message: `Invalid body: mediaType: ${message}`, errors: { mediaType: message } }),
    );
    const { user, textArea, postButton } = setup();
    await user.type(textArea(), 'Look');
    await user.click(postButton());
    await waitFor(() => expect(textArea()).toHaveAccessibleDescription(`${message} 4/280`));
    expect(textArea()).toHaveAttribute('aria-invalid', 'true');
    expect(textArea()).toHaveValue('Look');
    // Editing the text checks it again with the schema: the server's message gives way.
    await user.type(textArea(), '!');
    await waitFor(() => expect(textArea()).toHaveAccessibleDescription('5/280'));
  });

  it("toasts 'Upload Failed' when the file cannot be read", async () => {
    api();
    jest.spyOn(FileReader.prototype, 'readAsDataURL').mockImplementation(function (
      this: FileReader,
    ) {
      this.dispatchEvent(new ProgressEvent('error'));
    });
    const { user, fileInput } = setup();
    await user.upload(fileInput(), png());
    await waitFor(() =>
      expect(notifyMock).toHaveBeenCalledWith({
        title: 'Upload Failed',
        description: 'The file could not be read. Please try another file.',
        variant: 'destructive',
      }),
    );
    expect(screen.queryByRole('img', { name: /Preview/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PAID POST' })).toBeEnabled();
  });

  it("toasts 'Upload Failed' for a file that is neither image nor video, or over 10 MB", async () => {
    api();
    // applyAccept: false plays a browser whose picker lets any file through.
    const { user, fileInput } = setup({ applyAccept: false });
    await user.upload(fileInput(), new File(['%PDF'], 'flyer.pdf', { type: 'application/pdf' }));
    expect(notifyMock).toHaveBeenLastCalledWith({
      title: 'Upload Failed',
      description: 'Please choose an image or video file.',
      variant: 'destructive',
    });
    const huge = png();
    Object.defineProperty(huge, 'size', { value: 10_485_761 });
    await user.upload(fileInput(), huge);
    expect(notifyMock).toHaveBeenLastCalledWith({
      title: 'Upload Failed',
      description: 'The file is larger than 10 MB. Please choose a smaller one.',
      variant: 'destructive',
    });
    expect(screen.queryByRole('img', { name: /Preview/ })).not.toBeInTheDocument();
  });

  it('Clear empties the text and drops the file', async () => {
    api();
    const { user, textArea, fileInput } = setup();
    const clear = screen.getByRole('button', { name: 'Clear' });
    expect(clear).toBeDisabled();
    await user.type(textArea(), 'Never mind');
    await user.upload(fileInput(), png());
    await screen.findByRole('img', { name: 'Preview of photo.png' });
    await user.click(clear);
    expect(textArea()).toHaveValue('');
    expect(screen.queryByRole('img', { name: 'Preview of photo.png' })).not.toBeInTheDocument();
  });
});
