import { z } from 'zod';

// A remote's first paint: the top of each of its screens as HTML, prerendered by the remote's
// own build (shared-config/webpack/first-paint-plugin.js runs the remote's src/first-paint.ts)
// into `first-paint.json` next to its manifest, so it ships in the remote's release. The
// server writes it into the page's HTML before any script runs (server/src/http/first-paint.ts)
// and the shell removes it when the real screen renders. Why it exists: on a phone on slow 4G
// the screen's own heading painted 2-3 s after the HTML, and it was the page's largest paint
// (shared-ui/src/first-paint/first-paint-style.ts says how the copy is drawn, and why).
//
// The markup is the remote's; what differs from page to page is filled in by the server from
// the page's public data, as escaped text only: the named values below.

/** The file a remote's build writes and the server reads from the remote's release. */
export const FIRST_PAINT_FILE = 'first-paint.json';

/**
 * The page values a first paint may show, each a text the server reads from the page:
 * - `state-code`, `state-name`: the page's `:state` parameter (trimmed, any case) when it
 *   names a state: 'CA', 'California';
 * - `candidate-name`, `candidate-bio`, `candidate-experience`: the candidate of the page's
 *   `:candidateId`, from the page's data (a visitor's answer of GET /api/candidate/{id});
 * - `first-post`: the newest post's text in the page's data of the Shorts feed (a visitor's).
 * A value is there when it is a text that is not blank.
 */
export const PAGE_VALUES = [
  'state-code',
  'state-name',
  'candidate-name',
  'candidate-bio',
  'candidate-experience',
  'first-post',
] as const;
export type PageValue = (typeof PAGE_VALUES)[number];

/** Where a page value goes: its text, escaped, between `before` and `after` (markup). */
const valueSlotSchema = z.object({
  value: z.enum(PAGE_VALUES),
  before: z.string().default(''),
  after: z.string().default(''),
});

const firstPaintScreenSchema = z.object({
  /** Without any of these values, the page gets no first paint (its screen will say why). */
  requires: z.array(z.enum(PAGE_VALUES)).default([]),
  /** Markup, and slots for page values; a slot whose value is not there is left out whole. */
  parts: z.array(z.union([z.string(), valueSlotSchema])),
});

export const firstPaintAssetSchema = z.object({
  /** The style sheet of every screen's first paint (it may style only its own element). */
  css: z.string(),
  /** By exposed screen name, as shared-config/site-map.js names it: in English. */
  screens: z.record(z.string(), firstPaintScreenSchema),
  /**
   * The same screens in the site's other languages (docs/languages.md), by language, then
   * screen. A page in a language its screen has no entry for gets no first paint.
   */
  languages: z.record(z.string(), z.record(z.string(), firstPaintScreenSchema)).default({}),
});

/** What a remote's src/first-paint.ts exports by default. */
export type FirstPaintAsset = z.input<typeof firstPaintAssetSchema>;
export type FirstPaintScreen = z.input<typeof firstPaintScreenSchema>;
export type FirstPaintPart = FirstPaintScreen['parts'][number];

/** A text as HTML: markup in it shows as text. */
export function escapeHtmlText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
