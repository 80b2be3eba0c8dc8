import { POST_MAX_CHARS } from '../constants';
import {
  createCommentBodySchema,
  createPostBodySchema,
  dataUrlByteLength,
  dataUrlMimeType,
  mediaTypeOfMime,
  postsQuerySchema,
  postTextLength,
} from './posts';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('postTextLength', () => {
  it('counts code points, so an emoji is one character', () => {
    expect(postTextLength('abc')).toBe(3);
    expect('😀'.length).toBe(2);
    expect(postTextLength('😀')).toBe(1);
    expect(postTextLength('hi 👋🏽')).toBe(5); // the skin tone is its own code point
  });
});

describe('createPostBodySchema', () => {
  const ok = (body: object) => createPostBodySchema.safeParse(body).success;

  it(`allows ${POST_MAX_CHARS} characters and not one more, emoji counted once`, () => {
    expect(ok({ text: 'a'.repeat(280), mediaUrl: null, mediaType: null })).toBe(true);
    expect(ok({ text: 'a'.repeat(281), mediaUrl: null, mediaType: null })).toBe(false);
    expect(ok({ text: '😀'.repeat(280), mediaUrl: null, mediaType: null })).toBe(true);
    expect(ok({ text: '😀'.repeat(281), mediaUrl: null, mediaType: null })).toBe(false);
  });

  it('refuses a post with blank text and no file (Empty Post)', () => {
    const result = createPostBodySchema.safeParse({ text: '   ', mediaUrl: null, mediaType: null });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('Please add some text or upload a file.');
    expect(ok({ text: '', mediaUrl: PNG, mediaType: 'image', altText: 'A red dot' })).toBe(true);
  });

  it('requires a mediaType that agrees with the data URL, none without a file', () => {
    expect(ok({ text: 'x', mediaUrl: PNG, mediaType: 'video' })).toBe(false);
    expect(ok({ text: 'x', mediaUrl: null, mediaType: 'image' })).toBe(false);
    expect(ok({ text: 'x', mediaUrl: PNG, mediaType: 'image', altText: 'A red dot' })).toBe(true);
    expect(ok({ text: 'x', mediaUrl: 'data:video/mp4;base64,AAAA', mediaType: 'video' })).toBe(
      true,
    );
    // The server derives mediaType from the file when it is left out.
    expect(ok({ text: 'x', mediaUrl: PNG, altText: 'A red dot' })).toBe(true);
    expect(ok({ text: 'x', mediaUrl: PNG, mediaType: null, altText: 'A red dot' })).toBe(true);
  });

  it("leaves reading the file to the server (type, bytes and size need the server's check)", () => {
    // An unreadable URL is not reported as a type mismatch: the server answers it clearly.
    expect(ok({ text: 'x', mediaUrl: 'https://evil.example/a.png', mediaType: 'image' })).toBe(
      true,
    );
    expect(dataUrlMimeType('https://evil.example/a.png')).toBeNull();
    expect(dataUrlMimeType('data:Image/PNG;base64,AAAA')).toBe('image/png');
  });

  it('measures the decoded size of a data URL', () => {
    expect(dataUrlByteLength(PNG)).toBe(8);
    expect(dataUrlByteLength(`data:video/mp4;base64,${'A'.repeat(4 * 1000)}`)).toBe(3000);
  });

  it('derives mediaType from the file type', () => {
    expect(mediaTypeOfMime('image/jpeg')).toBe('image');
    expect(mediaTypeOfMime('video/webm')).toBe('video');
  });
});

describe('postsQuerySchema', () => {
  it('defaults to 20 per page and allows 1 to 50', () => {
    expect(postsQuerySchema.parse({})).toEqual({ limit: 20 });
    expect(postsQuerySchema.parse({ limit: '50', cursor: 'abc' })).toEqual({
      limit: 50,
      cursor: 'abc',
    });
    expect(postsQuerySchema.safeParse({ limit: '51' }).success).toBe(false);
    expect(postsQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
  });
});

describe('createCommentBodySchema', () => {
  it('needs 1 to 280 characters besides spaces', () => {
    expect(createCommentBodySchema.safeParse({ text: 'Nice' }).success).toBe(true);
    expect(createCommentBodySchema.safeParse({ text: '  ' }).success).toBe(false);
    expect(createCommentBodySchema.safeParse({ text: '😀'.repeat(280) }).success).toBe(true);
    expect(createCommentBodySchema.safeParse({ text: 'a'.repeat(281) }).success).toBe(false);
  });
});
