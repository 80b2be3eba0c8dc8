// The top of /Shorts, which its screen draws and its first paint (../first-paint.ts) copies.
export const SHORTS_TITLE = 'Shorts';
export const SHORTS_LEAD = 'Short posts from the PAID community. Money talks, and so do you.';
