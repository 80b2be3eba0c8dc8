import { POST_MAX_CHARS } from '../constants';

// The posts contract's plain helpers, without zod: the Shorts pages count characters and
// classify attachments with them and load no schema library to do so (posts.ts re-exports
// them for the server and the schemas).

/**
 * Length of a post as the 280 limit counts it: Unicode code points, so an emoji is one
 * character (not the two UTF-16 units `.length` sees). The composer's counter and the
 * server's check both use this.
 */
export function postTextLength(text: string): number {
  return [...text].length;
}

export const MEDIA_TYPES = ['image', 'video'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** Image when the file type starts with 'image', else video. */
export function mediaTypeOfMime(mimeType: string): MediaType {
  return mimeType.startsWith('image') ? 'image' : 'video';
}

/** Bytes a base64 data URL decodes to, without decoding it. */
export function dataUrlByteLength(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/** The declared type of a `data:<mime>;base64,` URL (lower case), or null when it has none. */
export function dataUrlMimeType(dataUrl: string): string | null {
  const match = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+);base64,/i.exec(dataUrl.slice(0, 200));
  return match ? match[1].toLowerCase() : null;
}

export const COMMENT_MAX_CHARS = POST_MAX_CHARS;

/** A post with neither text nor a file (the schema's message and the composer's toast). */
export const EMPTY_POST_MESSAGE = 'Please add some text or upload a file.';

/** Alt text of a post's image: required with an image, at most this many characters. */
export const ALT_TEXT_MAX_CHARS = 500;

/** The composer's and the server's words for an image without alt text. */
export const ALT_TEXT_REQUIRED_MESSAGE =
  'Describe the image for people who cannot see it (alt text).';

export const ALT_TEXT_TOO_LONG_MESSAGE = `Alt text must be at most ${ALT_TEXT_MAX_CHARS} characters`;

/** Alt text describes an image; a post without one has nothing for it to describe. */
export const ALT_TEXT_WITHOUT_IMAGE_MESSAGE = 'Alt text can only describe an attached image';
