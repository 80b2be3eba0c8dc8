import {
  UPLOAD_IMAGE_TYPES,
  UPLOAD_TYPE_MESSAGE,
  type UploadImageType,
} from 'shared-api/contracts';
import { invalid } from '../domain-error';
import { sniffMediaFormat, SUPPORTED_MEDIA } from '../posts/sniff-media-type';

// What an uploaded photo really is. The declared Content-Type is only a claim: the first
// bytes must be a PNG, JPEG, WebP or GIF and agree with it, so a text or HTML file labelled
// image/png is refused and the store only ever holds what it says it holds.

export interface CheckedImage {
  contentType: UploadImageType;
  extension: string;
}

function isUploadImageType(type: string): type is UploadImageType {
  return (UPLOAD_IMAGE_TYPES as readonly string[]).includes(type);
}

/** `image/PNG; charset=x` -> `image/png`. */
export function mediaTypeOf(contentTypeHeader: string | undefined): string {
  return (contentTypeHeader ?? '').split(';')[0].trim().toLowerCase();
}

export function checkUploadedImage(
  bytes: unknown,
  contentTypeHeader: string | undefined,
): CheckedImage {
  if (!Buffer.isBuffer(bytes) || bytes.length === 0) {
    throw invalid('The upload is empty: send the image file as the request body');
  }
  const declared = mediaTypeOf(contentTypeHeader);
  if (!isUploadImageType(declared)) throw invalid(UPLOAD_TYPE_MESSAGE);
  const expected = SUPPORTED_MEDIA[declared];
  if (!expected || sniffMediaFormat(bytes) !== expected.format) {
    throw invalid(UPLOAD_TYPE_MESSAGE);
  }
  return { contentType: declared, extension: expected.extension };
}
