import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Uppy from '@uppy/core';
import { PHOTO_MAX_BYTES, queryKeys } from 'shared-api';
import { UPLOAD_IMAGE_TYPES } from 'shared-api/contracts';
import { failure, json, mockApi, renderWithProviders } from 'shared-config/testing';
import { dismissToast, notify } from 'shared-ui';
import { FakeXhr, installFakeXhr } from 'shared-config/testing';
import { prepareJsdomForUppy } from '../testing/jsdom-for-uppy';
import { UploadPhotoButton } from './upload-photo-button';

// The real Uppy, our PhotoUploader and the real Dashboard; only the network is a stand-in:
// mockApi answers the fetches (a fresh upload URL, saving the photo), FakeXhr the file's PUT.
installFakeXhr();

prepareJsdomForUppy();

const notifyMock = jest.mocked(notify);
const STORED = '/files/uploads/0123456789abcdef0123456789abcdef.png';
const UPLOAD_URL = 'POST /api/objects/upload';
const SAVE = 'PUT /api/candidate/7/photo';
const png = (name = 'me.png', bytes: BlobPart = 'png-bytes') =>
  new File([bytes], name, { type: 'image/png' });

async function openDialog(photoAnswer: () => Response = () => json(200, { id: 7 })) {
  const server = mockApi({
    [UPLOAD_URL]: () => json(200, { uploadURL: '/api/objects/upload/tok' }),
    [SAVE]: photoAnswer,
  });
  // The file input's `accept` is the browser's first filter; off, so Uppy's own check shows.
  const user = userEvent.setup({ applyAccept: false });
  const rendered = renderWithProviders(<UploadPhotoButton candidateId={7} />);
  await user.click(screen.getByRole('button', { name: 'Upload Photo' }));
  const dialog = await screen.findByRole('dialog', { name: 'Upload Photo' });
  await within(dialog).findByText('One image (PNG, JPEG, WebP or GIF), up to 10 MB');
  const fileInput = () =>
    dialog.querySelector<HTMLInputElement>('input[type="file"].uppy-Dashboard-input')!;
  /** Picks files with the Dashboard's own file input. */
  const pick = (...files: File[]) => user.upload(fileInput(), files);
  /** Presses the Dashboard's Upload button and waits for the file's PUT. */
  async function upload() {
    await user.click(within(dialog).getByRole('button', { name: /^Upload 1 file$/ }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    return FakeXhr.last();
  }
  return { ...rendered, server, user, dialog, fileInput, pick, upload };
}

const alertIn = (dialog: HTMLElement) => within(dialog).queryByRole('alert');

beforeEach(() => {
  jest.clearAllMocks();
  // Uppy logs each refused file and failed upload to the console, as in the browser.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  await act(() => dismissToast());
  jest.restoreAllMocks();
});

describe('UploadPhotoButton', () => {
  it('opens a dialog with a Dashboard for one image of the allowed types, up to 10 MB', async () => {
    const { dialog, fileInput, pick } = await openDialog();
    expect(fileInput()).toHaveAttribute('accept', UPLOAD_IMAGE_TYPES.join(', '));
    // Another type is refused...
    await pick(new File(['gif-ish'], 'me.bmp', { type: 'image/bmp' }));
    expect(alertIn(dialog)).toHaveTextContent('This file cannot be used');
    expect(alertIn(dialog)).toHaveTextContent(/You can only upload: image\/png/);
    // ...and so is one byte over 10 MB, while exactly 10 MB is taken.
    await pick(png('big.png', new Uint8Array(PHOTO_MAX_BYTES + 1)));
    expect(alertIn(dialog)).toHaveTextContent(/big\.png exceeds maximum allowed size of 10 MB/);
    await pick(png('fits.png', new Uint8Array(PHOTO_MAX_BYTES)));
    expect(alertIn(dialog)).not.toBeInTheDocument();
    expect(within(dialog).getByText('fits.png')).toBeInTheDocument();
    // One file at most: the Dashboard offers no way to add another.
    expect(dialog.querySelectorAll('input[type="file"]')).toHaveLength(0);
    expect(within(dialog).queryByRole('button', { name: 'Add more files' })).toBeNull();
    // Nothing is sent before Upload is pressed.
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("wears the site's theme: Uppy's colours, font and radius replaced by the theme's", async () => {
    const { dialog } = await openDialog();
    // The frame holds the Dashboard's container, which holds Uppy's root.
    const frame = dialog.querySelector('.uppy-Root')?.parentElement?.parentElement as HTMLElement;
    const frameClass = Array.from(frame.classList).at(-1) ?? '';
    const css = Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent ?? '')
      .join('\n');
    const rules = css.slice(css.indexOf(`.${frameClass}{`));
    expect(rules).toContain('--uppy-font-family:');
    expect(rules).toContain("'Inter'");
    expect(rules).toContain('--uppy-color-primary:#22c55e;');
    expect(rules).toMatch(
      /\.uppy-Dashboard-inner\{[^}]*border-radius:8px;[^}]*background-color:#0a0f0b;/,
    );
    expect(rules).toMatch(/\.uppy-Dashboard-browse[^{]*\{color:#4ade80;\}/);
    expect(rules).toMatch(/\.uppy-StatusBar-details\{display:none;\}/);
    // Uppy's dark theme, its progress details shown, no 'Powered by Uppy'.
    expect(dialog.querySelector('.uppy-Dashboard')).toHaveAttribute('data-uppy-theme', 'dark');
    expect(within(dialog).queryByText(/Powered by/)).not.toBeInTheDocument();
  });

  it("sets the uploaded file as the photo, toasts 'Photo Updated', closes and refreshes the candidate", async () => {
    const destroy = jest.spyOn(Uppy.prototype, 'destroy');
    const { server, queryClient, pick, upload } = await openDialog();
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    const file = png();
    await pick(file);
    const xhr = await upload();
    expect(server.calls(UPLOAD_URL)).toHaveLength(1);
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe('/api/objects/upload/tok');
    expect(xhr.body).toBe(file);
    act(() => xhr.answer(200, { objectPath: STORED }));

    await waitFor(() => expect(server.calls(SAVE)).toHaveLength(1));
    expect(server.calls(SAVE)[0].body).toEqual({ photoURL: STORED });
    await waitFor(() =>
      expect(notifyMock).toHaveBeenCalledWith({
        title: 'Photo Updated',
        description: 'Profile photo has been updated successfully.',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.candidates.detail(7) });
    // Closing the dialog lets go of its Uppy.
    expect(destroy).toHaveBeenCalledTimes(1);
  });

  it("shows a failed upload in the dialog with the server's message, until the file is removed", async () => {
    const { dialog, user, pick, upload } = await openDialog();
    await pick(png());
    const xhr = await upload();
    act(() => xhr.answer(400, { message: 'Only PNG, JPEG, WebP or GIF images can be uploaded' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Upload failed');
    expect(alert).toHaveTextContent(
      'me.png could not be uploaded: Only PNG, JPEG, WebP or GIF images can be uploaded',
    );
    // Said once: Uppy's own pop-up is off.
    expect(
      within(dialog).getAllByText(/Only PNG, JPEG, WebP or GIF images can be uploaded/),
    ).toHaveLength(1);
    // Removing the file clears it, leaving nothing stale; picking another is then fine.
    await user.click(within(dialog).getByRole('button', { name: 'Remove file' }));
    expect(alertIn(dialog)).not.toBeInTheDocument();
    await pick(png('other.png'));
    expect(alertIn(dialog)).not.toBeInTheDocument();
    expect(within(dialog).getByText('other.png')).toBeInTheDocument();
  });

  it('asks a logged-out user to log in again', async () => {
    const { dialog, server, user, pick } = await openDialog();
    server.fetchMock.mockImplementationOnce(async () => failure(401, 'Unauthorized'));
    await pick(png());
    await user.click(within(dialog).getByRole('button', { name: /^Upload 1 file$/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'me.png could not be uploaded: Your session has ended. Please log in again to upload.',
    );
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('shows a refused file (type or size) once, and forgets it when a good file is picked', async () => {
    const { dialog, pick } = await openDialog();
    await pick(new File(['bmp'], 'me.bmp', { type: 'image/bmp' }));
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent('This file cannot be used');
    const [message] = within(alert).getAllByText(/You can only upload/);
    expect(within(dialog).getAllByText(message.textContent ?? '')).toHaveLength(1);
    await pick(png());
    expect(alertIn(dialog)).not.toBeInTheDocument();
  });

  it('cancels an upload under way: the PUT is aborted and no failure is shown', async () => {
    const { dialog, user, pick, upload } = await openDialog();
    await pick(png());
    const xhr = await upload();
    // The Dashboard's Cancel (above the file; the status bar has one too).
    const [cancel] = within(dialog).getAllByRole('button', { name: 'Cancel' });
    await user.click(cancel);
    expect(xhr.aborted).toBe(true);
    expect(alertIn(dialog)).not.toBeInTheDocument();
    expect(within(dialog).queryByText('me.png')).not.toBeInTheDocument();
  });

  it('closing the dialog during an upload aborts the PUT and saves nothing', async () => {
    const { dialog, server, user, pick, upload } = await openDialog();
    await pick(png());
    const xhr = await upload();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(xhr.aborted).toBe(true);
    expect(server.calls(SAVE)).toHaveLength(0);
  });

  it('keeps the dialog open when the photo cannot be saved, and saves again on request', async () => {
    let answers = 0;
    const { server, user, dialog, pick, upload } = await openDialog(() =>
      ++answers === 1 ? failure(403, 'Forbidden', 'Only the candidate can do this') : json(200, {}),
    );
    await pick(png());
    const xhr = await upload();
    act(() => xhr.answer(200, { objectPath: STORED }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Photo not saved');
    expect(alert).toHaveTextContent(
      'The photo was uploaded but could not be saved: Only the candidate can do this',
    );
    expect(notifyMock).not.toHaveBeenCalled();
    await user.click(within(alert).getByRole('button', { name: 'Save the photo again' }));
    await waitFor(() => expect(server.calls(SAVE)).toHaveLength(2));
    // The file is not uploaded again.
    expect(FakeXhr.sent).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
