// What a file really is, from its first bytes ("magic numbers"), so a post cannot store an
// HTML page or a script under an image/* label. Only the formats browsers play in <img> and
// <video> are known; anything else is null.

export type SniffedFormat = 'png' | 'jpeg' | 'gif' | 'webp' | 'iso-video' | 'webm' | 'heif';

function startsWith(bytes: Buffer, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(bytes: Buffer, start: number, end: number): string {
  return bytes.subarray(start, end).toString('latin1');
}

// ISO base media files (MP4, MOV, M4V) begin with an `ftyp` box whose major brand says what
// they hold; AVIF and HEIC pictures use the same container, so their brands are set apart.
const HEIF_BRANDS = new Set(['avif', 'avis', 'heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1']);

export function sniffMediaFormat(bytes: Buffer): SniffedFormat | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') {
    return HEIF_BRANDS.has(ascii(bytes, 8, 12)) ? 'heif' : 'iso-video';
  }
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'webm';
  return null;
}

/** Declared types we accept, each with the format its bytes must have and a file extension. */
export const SUPPORTED_MEDIA: Readonly<
  Record<string, { format: SniffedFormat; extension: string }>
> = {
  'image/png': { format: 'png', extension: 'png' },
  'image/jpeg': { format: 'jpeg', extension: 'jpg' },
  'image/gif': { format: 'gif', extension: 'gif' },
  'image/webp': { format: 'webp', extension: 'webp' },
  'video/mp4': { format: 'iso-video', extension: 'mp4' },
  'video/quicktime': { format: 'iso-video', extension: 'mov' },
  'video/webm': { format: 'webm', extension: 'webm' },
};
