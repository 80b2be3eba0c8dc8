import { MEDIA_MAX_BYTES, POST_MAX_CHARS } from '../constants';
import { createPostBodySchema, dataUrlByteLength, mediaTypeOfMime, postTextLength } from './posts';

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
    expect(ok({ text: '', mediaUrl: PNG, mediaType: 'image' })).toBe(true);
  });

  it('requires a data URL whose type matches mediaType', () => {
    expect(ok({ text: 'x', mediaUrl: PNG, mediaType: 'video' })).toBe(false);
    expect(ok({ text: 'x', mediaUrl: PNG, mediaType: null })).toBe(false);
    expect(ok({ text: 'x', mediaUrl: null, mediaType: 'image' })).toBe(false);
    expect(ok({ text: 'x', mediaUrl: 'https://evil.example/a.png', mediaType: 'image' })).toBe(
      false,
    );
    expect(ok({ text: 'x', mediaUrl: 'data:video/mp4;base64,AAAA', mediaType: 'video' })).toBe(
      true,
    );
  });

  it('measures the decoded size of a data URL', () => {
    expect(dataUrlByteLength(PNG)).toBe(8);
    const tooBig = `data:video/mp4;base64,${'A'.repeat(Math.ceil((MEDIA_MAX_BYTES * 4) / 3) + 4)}`;
    expect(ok({ text: '', mediaUrl: tooBig, mediaType: 'video' })).toBe(false);
  });

  it('derives mediaType from the file type', () => {
    expect(mediaTypeOfMime('image/jpeg')).toBe('image');
    expect(mediaTypeOfMime('video/webm')).toBe('video');
  });
});
