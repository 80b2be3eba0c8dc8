import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PHOTO_MAX_BYTES } from 'shared-api';
import { onSpanishPage, renderWithProviders } from 'shared-config/testing';
import { UploadPhotoButton } from './components/upload-photo-button';
import { loadPhotoUppyLocale, openPhotoUppy, type PhotoUppy } from './create-photo-uppy';
import { prepareJsdomForUppy } from './testing/jsdom-for-uppy';

// Uppy's own words in the page's language (docs/languages.md): English as Uppy writes it on an
// English page, with nothing fetched; Uppy's Spanish pack, said with "usted", on a Spanish page.

prepareJsdomForUppy();
// Uppy logs each refused file to the console, as in the browser.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

/** Opens the dialog's Uppy as the panel does; `opened` resolves with it. */
function open() {
  let resolveOpened: (uppy: PhotoUppy) => void = () => undefined;
  const opened = new Promise<PhotoUppy>((resolve) => {
    resolveOpened = resolve;
  });
  const onOpen = jest.fn((uppy: PhotoUppy) => resolveOpened(uppy));
  const close = openPhotoUppy(onOpen);
  return { opened, onOpen, close };
}

const file = (name: string, type: string, bytes: BlobPart = 'bytes') =>
  new File([bytes], name, { type });

/** What Uppy says when `name` is refused. */
function refusal(uppy: PhotoUppy, name: string, type: string, bytes?: BlobPart) {
  const data = file(name, type, bytes);
  try {
    uppy.addFile({ name, type, data });
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`${name} was accepted`);
}

describe('the photo Uppy on an English page', () => {
  it('opens at once in its own English, fetching no words', () => {
    expect(loadPhotoUppyLocale()).toBeNull();
    const { onOpen, close } = open();
    expect(onOpen).toHaveBeenCalledTimes(1);
    const uppy = onOpen.mock.calls[0][0];
    expect(uppy.i18n('noMoreFilesAllowed')).toBe('Cannot add more files');
    expect(refusal(uppy, 'me.bmp', 'image/bmp')).toMatch(/^You can only upload: image\/png/);
    close();
  });
});

describe('the photo Uppy on a Spanish page', () => {
  onSpanishPage();

  it("speaks Uppy's Spanish, with usted", async () => {
    const { opened, close } = open();
    const uppy = await opened;
    expect(uppy.i18n('uploadXFiles', { smart_count: 1 })).toBe('Subir 1 archivo');
    expect(uppy.i18n('cancel')).toBe('Cancelar');
    expect(uppy.i18n('dropPasteFiles', { browseFiles: uppy.i18n('browseFiles') })).toBe(
      'Suelte archivos aquí o busque en sus archivos',
    );
    expect(refusal(uppy, 'me.bmp', 'image/bmp')).toMatch(/^Solo puede subir: image\/png/);
    expect(refusal(uppy, 'big.png', 'image/png', new Uint8Array(PHOTO_MAX_BYTES + 1))).toBe(
      'big.png excede el tamaño máximo permitido de 10 MB',
    );
    close();
  });

  it('makes no Uppy when the dialog closes before its words are in', async () => {
    const { onOpen, close } = open();
    close();
    await loadPhotoUppyLocale();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onOpen).not.toHaveBeenCalled();
  });

  it("shows the Dashboard's own words in Spanish in the Upload Photo dialog", async () => {
    const user = userEvent.setup();
    renderWithProviders(<UploadPhotoButton candidateId={7} />);
    await user.click(screen.getByRole('button', { name: 'Subir foto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subir foto' });
    expect(
      await within(dialog).findByText('Una imagen (PNG, JPEG, WebP o GIF), de hasta 10 MB'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'busque en sus archivos' })).toBeVisible();
    expect(dialog).toHaveTextContent('Suelte archivos aquí o busque en sus archivos');
  });
});
