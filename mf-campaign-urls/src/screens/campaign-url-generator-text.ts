// The top of /campaign-url-generator, which its screen draws and its first paint
// (../first-paint.ts) copies.
export const GENERATOR_TITLE = 'Campaign URL Generator';
export const GENERATOR_LEAD =
  'Make a short link for every part of your campaign. Each one counts its visits and the money raised through it.';
