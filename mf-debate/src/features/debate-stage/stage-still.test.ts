import { STAGE_STILL_DATA_URL, STAGE_STILL_SIZE } from './stage-still';

// The still the tournament's first paint draws where the stage's video goes (src/first-paint.ts).
describe("the stage's still", () => {
  const bytes = Uint8Array.from(atob(STAGE_STILL_DATA_URL.split(',')[1] ?? ''), (char) =>
    char.charCodeAt(0),
  );
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  /** A 24-bit little-endian number at `at`. */
  const uint24 = (at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);

  it('is a WebP of 640 x 360, larger than the video (480 x 270), which the browser counts at no more', () => {
    expect(STAGE_STILL_DATA_URL.startsWith('data:image/webp;base64,')).toBe(true);
    expect(ascii(0, 4)).toBe('RIFF');
    // The extended format's header: the canvas size less one, in 24 bits each.
    expect(ascii(8, 16)).toBe('WEBPVP8X');
    expect([uint24(24) + 1, uint24(27) + 1]).toEqual([640, 360]);
    expect(STAGE_STILL_SIZE).toEqual({ width: 640, height: 360 });
  });

  it("carries at least 0.05 bits per pixel drawn as a laptop's stage (757 x 426)", () => {
    // Chromium does not count emptier images as a paint.
    expect(bytes.length * 8).toBeGreaterThanOrEqual(0.05 * 757 * 426);
  });
});
