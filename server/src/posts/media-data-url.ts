import { MEDIA_MAX_BYTES, mediaTypeOfMime, type MediaType } from 'shared-api/contracts';
import { DomainError, type DomainErrorKind } from '../domain-error';
import { SUPPORTED_MEDIA, sniffMediaFormat } from './sniff-media-type';

// A post's attachment arrives as `data:<mime>;base64,<payload>` (the client's format). Before
// anything is stored, the URL must be well formed, declare an image or video type we know,
// decode to at most 10 MB, and its bytes must really be of the declared type.

export const MEDIA_MESSAGES = {
  unreadable: 'The attached file could not be read',
  notMedia: 'Only image or video files can be attached',
  unsupported: 'This file type is not supported. Use PNG, JPEG, GIF, WebP, MP4, MOV or WebM.',
  disguised: 'The attached file is not the image or video it claims to be',
  tooLarge: 'Files can be at most 10 MB',
} as const;

export interface PostMedia {
  contentType: string;
  mediaType: MediaType;
  extension: string;
  bytes: Buffer;
}

// Strict: one type/subtype, no parameters besides `;base64`, canonical base64 (length a
// multiple of 4, padding only at the end). Anchored and without nested quantifiers, so it
// runs in linear time on a 14 MB string.
const DATA_URL = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/i;

function mediaError(kind: DomainErrorKind, message: string): DomainError {
  return new DomainError(kind, message, { mediaUrl: message });
}

export function parsePostMedia(dataUrl: string): PostMedia {
  const match = DATA_URL.exec(dataUrl);
  const payload = match?.[2] ?? '';
  if (!match || payload.length === 0 || payload.length % 4 !== 0) {
    throw mediaError('invalid', MEDIA_MESSAGES.unreadable);
  }
  const contentType = match[1].toLowerCase();
  if (!contentType.startsWith('image/') && !contentType.startsWith('video/')) {
    throw mediaError('invalid', MEDIA_MESSAGES.notMedia);
  }
  // Measured before decoding, so an oversized file costs no second copy in memory.
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  if ((payload.length / 4) * 3 - padding > MEDIA_MAX_BYTES) {
    throw mediaError('too-large', MEDIA_MESSAGES.tooLarge);
  }
  const supported = SUPPORTED_MEDIA[contentType];
  if (!supported) throw mediaError('invalid', MEDIA_MESSAGES.unsupported);

  const bytes = Buffer.from(payload, 'base64');
  if (sniffMediaFormat(bytes) !== supported.format) {
    throw mediaError('invalid', MEDIA_MESSAGES.disguised);
  }
  return {
    contentType,
    mediaType: mediaTypeOfMime(contentType),
    extension: supported.extension,
    bytes,
  };
}
