// The /home banner's words, which the banner draws and the page's first paint
// (../../first-paint.ts) copies.
export const MONEY_TALKS_TITLE = 'MONEY TALKS';
export const MONEY_TALKS_TAGLINE = 'Where Every Dollar Counts';
