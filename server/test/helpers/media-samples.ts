// The first bytes of each media format the server accepts, padded to a plausible file, and
// data URLs made from them.

const pad = (head: number[] | Buffer, size = 64) =>
  Buffer.concat([Buffer.from(head), Buffer.alloc(Math.max(0, size - head.length), 7)]);

export const SAMPLE_BYTES = {
  png: pad([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
  jpeg: pad([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]),
  gif: pad(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')),
  webp: pad(Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1')),
  mp4: pad(Buffer.from('\x00\x00\x00\x18ftypisom\x00\x00\x02\x00', 'latin1')),
  mov: pad(Buffer.from('\x00\x00\x00\x14ftypqt  \x00\x00\x02\x00', 'latin1')),
  webm: pad([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]),
  avif: pad(Buffer.from('\x00\x00\x00\x1cftypavif\x00\x00\x00\x00', 'latin1')),
  html: Buffer.from('<!doctype html><script>alert(document.cookie)</script>'),
} as const;

export function dataUrl(mime: string, bytes: Buffer): string {
  return `data:${mime};base64,${bytes.toString('base64')}`;
}
