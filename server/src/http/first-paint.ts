import path from 'node:path';
import { createRequire } from 'node:module';
import { isStateCode, stateName } from 'shared-api/contracts';
import {
  escapeHtmlText,
  FIRST_PAINT_FILE,
  firstPaintAssetSchema,
  type PageValue,
} from 'shared-api/first-paint';
import { DEFAULT_LANGUAGE, type Language } from 'shared-api/languages';
import { queryKeys } from 'shared-api/query-keys';
import { parseCandidateId } from 'shared-api/route-params';
import type { PageDatum } from './page-data';
import { matchRoute, readJson, remoteReleaseDir, type PagePreloadOptions } from './page-preloads';
import type { RemoteEntry } from './remotes';

// The page's first paint: the top of its screen as the screen's remote prerendered it, from
// the first-paint.json of the very build the page loads (its live release, its canary, or the
// built dist; shared-api/src/contracts/first-paint.ts), written just before the shell's #root
// so it paints as soon as the HTML has arrived. The markup, its style and its texts are the
// remote's; this file only assembles them and fills in the page's values: text from the URL
// and from the page's own data (page-data.ts), which is public and already in the page, and
// is escaped here (text, never HTML). No member's anything. A page whose remote's build has
// no first paint for its screen (an older release, a remote served from elsewhere), or lacks
// a value the screen requires, gets none and starts as before. A page in another language than
// English gets the build's paint in that language (first-paint.json's `languages`) or none:
// an English paint would flash English before the screen renders in the page's language.

const { FIRST_PAINT_ELEMENT_ID } = createRequire(import.meta.url)(
  'shared-config/page-elements',
) as typeof import('shared-config/page-elements');

/** The data the page carries under `queryKey`, if any. */
function pageDatum(pageData: readonly PageDatum[], queryKey: readonly unknown[]): unknown {
  const key = JSON.stringify(queryKey);
  return pageData.find((datum) => JSON.stringify(datum.queryKey) === key)?.data;
}

/** A text that is not blank, else nothing. */
const textOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

/** The page values (shared-api's first-paint contract) of a page with these parameters and data. */
function pageValues(
  params: Record<string, string>,
  pageData: readonly PageDatum[],
): Partial<Record<PageValue, string>> {
  const values: Partial<Record<PageValue, string>> = {};
  const code = (params.state ?? '').trim().toUpperCase();
  if (isStateCode(code)) {
    values['state-code'] = code;
    values['state-name'] = stateName(code);
  }
  const candidateId = parseCandidateId(params.candidateId);
  if (candidateId !== null) {
    const candidate = pageDatum(pageData, queryKeys.candidates.detail(candidateId)) as
      { name?: unknown; bio?: unknown; experience?: unknown } | undefined;
    values['candidate-name'] = textOf(candidate?.name);
    values['candidate-bio'] = textOf(candidate?.bio);
    values['candidate-experience'] = textOf(candidate?.experience);
  }
  const feed = pageDatum(pageData, queryKeys.posts.feed()) as
    { pages?: { posts?: { content?: unknown }[] }[] } | undefined;
  values['first-post'] = textOf(feed?.pages?.[0]?.posts?.[0]?.content);
  return values;
}

/**
 * The first-paint markup of `pathname` (its <style> and the element), from the build of the
 * page's remote that `entries` (the page's remote list) names, or null.
 */
export async function firstPaintHtml(
  pathname: string,
  options: PagePreloadOptions,
  entries: readonly RemoteEntry[],
  pageData: readonly PageDatum[] = [],
  language: Language = DEFAULT_LANGUAGE,
): Promise<string | null> {
  const match = matchRoute(pathname);
  const releaseDir = match && remoteReleaseDir(options, match.route.remote, entries);
  if (!match || !releaseDir) return null;
  const asset = await readJson(path.join(releaseDir, FIRST_PAINT_FILE), firstPaintAssetSchema);
  // The screens in the page's language: English is `screens`; a build without the page's
  // language paints nothing, never its English (docs/languages.md).
  const screens = language === DEFAULT_LANGUAGE ? asset?.screens : asset?.languages[language];
  const screen = screens?.[match.route.screen];
  if (!asset || !screen) return null;
  const values = pageValues(match.params, pageData);
  if (screen.requires.some((name) => values[name] === undefined)) return null;
  const html = screen.parts
    .map((part) => {
      if (typeof part === 'string') return part;
      const value = values[part.value];
      return value === undefined ? '' : part.before + escapeHtmlText(value) + part.after;
    })
    .join('');
  // Hidden from assistive technology: the real heading follows with the screen.
  return `<style>${asset.css}</style><div id="${FIRST_PAINT_ELEMENT_ID}" aria-hidden="true">${html}</div>`;
}
