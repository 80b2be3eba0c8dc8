import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PHOTO_MAX_BYTES, queryKeys } from 'shared-api';
import { UPLOAD_IMAGE_TYPES } from 'shared-api/contracts';
import { failure, json, mockApi, renderWithProviders } from 'shared-config/testing';
import { dismissToast, notify } from 'shared-ui';
import { dashboardProps, FakeUppy } from '../testing/fake-uppy';
import { UploadPhotoButton } from './upload-photo-button';

type FakeUppyModule = typeof import('../testing/fake-uppy');
jest.mock('@uppy/core', () =>
  jest.requireActual<FakeUppyModule>('../testing/fake-uppy').fakeUppyCore(),
);
jest.mock('@uppy/react/dashboard', () =>
  jest.requireActual<FakeUppyModule>('../testing/fake-uppy').fakeDashboard(),
);

const notifyMock = jest.mocked(notify);
const STORED = '/files/uploads/0123456789abcdef0123456789abcdef.png';
const png = () => new File(['png-bytes'], 'me.png', { type: 'image/png' });

async function openDialog(photoAnswer: () => Response = () => json(200, { id: 7 })) {
  const server = mockApi({ 'PUT /api/candidate/7/photo': photoAnswer });
  const user = userEvent.setup();
  const rendered = renderWithProviders(<UploadPhotoButton candidateId={7} />);
  await user.click(screen.getByRole('button', { name: 'Upload Photo' }));
  const dialog = await screen.findByRole('dialog', { name: 'Upload Photo' });
  await within(dialog).findByTestId('uppy-dashboard');
  return { ...rendered, server, user, dialog, uppy: FakeUppy.latest() };
}

/** What the Dashboard and our uploader do for a picked file that the server stored. */
function uploadSucceeds(uppy: FakeUppy) {
  act(() => {
    const id = uppy.addFile(png());
    uppy.emit('upload-success', uppy.getFile(id), {
      status: 200,
      body: { objectPath: STORED },
      uploadURL: STORED,
    });
  });
}

beforeEach(() => {
  jest.clearAllMocks();
  FakeUppy.instances = [];
});
afterEach(() => act(() => dismissToast()));

describe('UploadPhotoButton', () => {
  it('opens a dialog with a Dashboard for one image of the allowed types, up to 10 MB', async () => {
    const { uppy } = await openDialog();
    expect(uppy.opts).toMatchObject({
      autoProceed: false,
      restrictions: {
        maxNumberOfFiles: 1,
        maxFileSize: PHOTO_MAX_BYTES,
        allowedFileTypes: [...UPLOAD_IMAGE_TYPES],
      },
    });
    expect(PHOTO_MAX_BYTES).toBe(10_485_760);
    expect(uppy.plugins.map((plugin) => plugin.id)).toEqual(['PhotoUploader']);
    expect(uppy.uploaders).toHaveLength(1);
    expect(dashboardProps.current).toMatchObject({
      uppy,
      width: '100%',
      note: 'One image (PNG, JPEG, WebP or GIF), up to 10 MB',
      hideProgressDetails: false,
      // Our message says each problem once; Uppy's pop-up would say it again (issue 16, 12).
      disableInformer: true,
    });
  });

  it("wears the site's theme: Uppy's colours, font and radius replaced by the theme's", async () => {
    const { dialog } = await openDialog();
    const frame = within(dialog).getByTestId('uppy-dashboard').parentElement as HTMLElement;
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
  });

  it("sets the uploaded file as the photo, toasts 'Photo Updated', closes and refreshes the candidate", async () => {
    const { server, uppy, queryClient } = await openDialog();
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    uploadSucceeds(uppy);
    await waitFor(() => expect(server.calls('PUT /api/candidate/7/photo')).toHaveLength(1));
    expect(server.calls('PUT /api/candidate/7/photo')[0].body).toEqual({ photoURL: STORED });
    await waitFor(() =>
      expect(notifyMock).toHaveBeenCalledWith({
        title: 'Photo Updated',
        description: 'Profile photo has been updated successfully.',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.candidates.detail(7) });
    // Closing the dialog lets go of its Uppy.
    expect(uppy.destroyed).toBe(true);
  });

  it('shows a failed upload in the dialog', async () => {
    const { dialog, uppy } = await openDialog();
    act(() => {
      const id = uppy.addFile(png());
      uppy.emit('upload-error', uppy.getFile(id), {
        name: 'UploadError',
        message: 'Only PNG, JPEG, WebP or GIF images can be uploaded',
      });
    });
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent('Upload failed');
    expect(alert).toHaveTextContent(
      'me.png could not be uploaded: Only PNG, JPEG, WebP or GIF images can be uploaded',
    );
    // Picking another file clears it.
    act(() => void uppy.addFile(new File(['x'], 'other.png', { type: 'image/png' })));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears a failed upload when its file is removed, leaving nothing stale', async () => {
    const { dialog, uppy } = await openDialog();
    let id = '';
    act(() => {
      id = uppy.addFile(png());
      uppy.emit('upload-error', uppy.getFile(id), { name: 'UploadError', message: 'Too slow' });
    });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('me.png could not be uploaded');
    act(() => uppy.removeFile(id));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a refused file (type or size) in the dialog', async () => {
    const { dialog, uppy } = await openDialog();
    act(() => uppy.emit('restriction-failed', undefined, new Error('me.bmp is not allowed')));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'This file cannot be usedme.bmp is not allowed',
    );
    // Said once, and gone when a good file is picked.
    expect(within(dialog).getAllByText('me.bmp is not allowed')).toHaveLength(1);
    act(() => void uppy.addFile(png()));
    expect(within(dialog).queryByText('me.bmp is not allowed')).not.toBeInTheDocument();
  });

  it('keeps the dialog open when the photo cannot be saved, and saves again on request', async () => {
    let answers = 0;
    const { server, user, dialog, uppy } = await openDialog(() =>
      ++answers === 1 ? failure(403, 'Forbidden', 'Only the candidate can do this') : json(200, {}),
    );
    uploadSucceeds(uppy);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Photo not saved');
    expect(alert).toHaveTextContent(
      'The photo was uploaded but could not be saved: Only the candidate can do this',
    );
    expect(notifyMock).not.toHaveBeenCalled();
    await user.click(within(alert).getByRole('button', { name: 'Save the photo again' }));
    await waitFor(() => expect(server.calls('PUT /api/candidate/7/photo')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
