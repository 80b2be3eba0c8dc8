import Uppy, { type Meta } from '@uppy/core';
import type { Locale } from '@uppy/core/utils';
import { PHOTO_MAX_BYTES, PHOTO_MAX_FILES } from 'shared-api';
import { UPLOAD_IMAGE_TYPES } from 'shared-api/contracts';
import type { Language } from 'shared-api/languages';
import { pageLanguage } from 'shared-ui';
import { PhotoUploader, type PhotoUploadBody } from './photo-uploader';

export type PhotoUppy = Uppy<Meta, PhotoUploadBody>;

/**
 * Uppy's own words (the Dashboard's buttons, its restriction messages) in each language but
 * English, which Uppy speaks by itself: a file of their own, fetched only by a page in that
 * language (docs/languages.md), so English pages carry no extra bytes.
 */
const UPPY_LOCALES: Record<Exclude<Language, 'en'>, () => Promise<Locale>> = {
  es: () => import('./uppy-spanish').then((module) => module.uppySpanish),
};

/** The page language's words for Uppy: null on an English page, else its locale pack. */
export function loadPhotoUppyLocale(): Promise<Locale> | null {
  const language = pageLanguage();
  return language === 'en' ? null : UPPY_LOCALES[language]();
}

/**
 * One Uppy per opening of the dialog: a single image of the types
 * the server accepts, at most 10,485,760 bytes, sent when the user presses Upload; its own
 * words in `locale` (English when none is given).
 */
export function createPhotoUppy(locale?: Locale): PhotoUppy {
  return new Uppy<Meta, PhotoUploadBody>({
    id: 'candidate-photo',
    autoProceed: false,
    restrictions: {
      maxNumberOfFiles: PHOTO_MAX_FILES,
      maxFileSize: PHOTO_MAX_BYTES,
      allowedFileTypes: [...UPLOAD_IMAGE_TYPES],
    },
    ...(locale ? { locale } : {}),
  }).use(PhotoUploader);
}

/**
 * Makes the dialog's Uppy in the page's language and hands it to `onOpen`: at once on an
 * English page, once Uppy's words are in on another (should they fail to load, Uppy speaks
 * its own English rather than not at all). Returns the closing: it destroys that Uppy, or
 * makes none if its words are still on their way.
 */
export function openPhotoUppy(onOpen: (uppy: PhotoUppy) => void): () => void {
  let opened: PhotoUppy | null = null;
  let closed = false;
  const open = (locale?: Locale) => {
    if (closed) return;
    opened = createPhotoUppy(locale);
    onOpen(opened);
  };
  const locale = loadPhotoUppyLocale();
  if (locale) locale.then(open, () => open());
  else open();
  return () => {
    closed = true;
    opened?.destroy();
  };
}
