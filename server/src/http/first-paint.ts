import { DONATION_RULES, formatLimitDollars, isStateCode, stateName } from 'shared-api/contracts';
import { queryKeys } from 'shared-api/query-keys';
import { parseCandidateId } from 'shared-api/route-params';
import type { PageDatum } from './page-data';
import { matchRoute } from './page-preloads';
import { STAGE_STILL_DATA_URL, STAGE_STILL_SIZE } from './stage-still';

// The page's heading written into index.html by the server, so it paints with the page's
// first paint instead of after the shell, the remote's entry and its screen's code have
// arrived (on a phone on slow 4G that was 2-3 s later: Lighthouse's largest contentful paint
// was this heading or its lead sentence). It is a copy of what the remote's screen draws first
// (the same text, sizes and width), laid over the page below the top bar; the shell removes
// it when the remote's screen (or its fallback) has rendered, or when the visitor moves on
// (shell/src/first-paint.ts). Removed, it shifts nothing: it is out of the page's flow.
//
// Static text goes here (and the state's name from the URL; on the tournament, a still of
// its stage, stage-still.ts), and, on the pages of data, the text the screen draws first
// from the page's own data (page-data.ts): a candidate's name, biography and experience, a
// visitor's first post of the Shorts feed. That data is public and already in the page;
// what people wrote is escaped (text, never HTML). No member's anything. A route without an
// entry gets nothing and starts as before.
//
// The copy is drawn before Inter has arrived, in the fallback font, where the lead wraps
// differently: its longest line came out a few pixels shorter than the screen's lead in
// Inter, so whenever Inter arrived before the screen rendered, the browser counted the
// screen's lead as a new, larger paint (Lighthouse's LCP went from ~1 s to 2.8 s on a phone).
// The copy's lead is justified: its lines span the column, as wide as any line the screen
// draws, and the fallback font (wider than Inter here) never sets it in fewer lines, so the
// copy stays the largest paint. It shows for a moment before the screen replaces it. The
// copy's font list is part of that: with only `sans-serif` (Liberation Sans here) the screen's
// heading and lead in Inter came out larger, and Lighthouse's LCP on /home,
// /PaidState/CA and /campaign-url-generator went from ~1 s to 2.8-3.0 s
// (e2e/tests/largest-paint.spec.ts).

/** The element the shell removes once the real screen is on the page. */
export const FIRST_PAINT_ELEMENT_ID = 'paid-first-paint';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// The theme's values (shared-ui/src/theme/tokens.ts) for the parts copied here.
const STYLE = `<style>
#${FIRST_PAINT_ELEMENT_ID}{position:absolute;top:0;left:0;right:0;z-index:1;min-height:100vh;max-height:100vh;overflow:hidden;padding-top:57px;background:#0a0f0b;color:#f0fdf4;font-family:'Inter',system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;font-size:1rem;line-height:1.5;-webkit-font-smoothing:antialiased;pointer-events:none}
#${FIRST_PAINT_ELEMENT_ID} *{box-sizing:border-box}
.pfp-page{width:100%;max-width:1200px;margin:0 auto;padding:2rem 1.5rem;overflow-wrap:anywhere}
.pfp-narrow{max-width:720px}
.pfp-header{display:flex;flex-direction:column;gap:.5rem;margin:2rem 0 1.5rem}
.pfp-title{margin:0;font-size:1.875rem;font-weight:900;line-height:1.2;overflow-wrap:anywhere}
.pfp-lead{margin:0;color:#9ca3af;text-align:justify}
.pfp-code{margin-right:.75rem;color:#4ade80;letter-spacing:.04em}
.pfp-text{margin:0 0 1.5rem;white-space:pre-wrap;text-align:justify}
.pfp-note{margin:0;padding:.75rem 1rem;border:1px solid #1f2d22;border-radius:8px;background:#18211a;color:#9ca3af;font-size:.875rem;text-align:justify}
.pfp-banner{display:flex;flex-direction:column;align-items:center;gap:.5rem;padding:2rem 1rem;border:1px solid #1f2d22;border-radius:16px;background:radial-gradient(circle at 50% 0%,color-mix(in srgb,#22c55e 22%,transparent),transparent 70%),#111813;text-align:center}
.pfp-banner h1{margin:0;font-size:3rem;font-weight:900;line-height:1.2;letter-spacing:.06em;color:#4ade80}
.pfp-banner p{margin:0;font-size:1.25rem;font-weight:600;color:#facc15}
.pfp-stage{display:grid;grid-template-columns:minmax(0,2fr) minmax(18rem,1fr);gap:1rem;margin-top:6rem}
.pfp-still{display:block;width:100%;height:auto;aspect-ratio:16/9;min-height:17rem;object-fit:cover;border-radius:12px;background:#000}
@media (max-width:768px){.pfp-page{padding:1.5rem 1rem}.pfp-stage{grid-template-columns:minmax(0,1fr)}}
@media (max-width:480px){.pfp-page{padding:1rem .75rem}.pfp-banner{padding:1.5rem .75rem}.pfp-banner h1{font-size:1.875rem}}
</style>`;

interface Header {
  /** HTML: escape any text that is not ours. */
  title: string;
  lead?: string;
  narrow?: boolean;
  /** HTML under the header (escaped text paragraphs). */
  body?: string;
}

function pageHeader({ title, lead, narrow, body = '' }: Header): string {
  return (
    `<div class="pfp-page${narrow ? ' pfp-narrow' : ''}"><header class="pfp-header">` +
    `<h1 class="pfp-title">${title}</h1>` +
    (lead ? `<p class="pfp-lead">${escapeHtml(lead)}</p>` : '') +
    `</header>${body}</div>`
  );
}

/** The data the page carries under `queryKey`, if any. */
function pageDatum(pageData: readonly PageDatum[], queryKey: readonly unknown[]): unknown {
  const key = JSON.stringify(queryKey);
  return pageData.find((datum) => JSON.stringify(datum.queryKey) === key)?.data;
}

/** The candidate of a /candidate/{id} or /donate/{id} page, if the page carries it. */
function pageCandidate(
  params: Record<string, string>,
  pageData: readonly PageDatum[],
): { name?: unknown; bio?: unknown; experience?: unknown } | undefined {
  const candidateId = parseCandidateId(params.candidateId);
  if (candidateId === null) return undefined;
  return pageDatum(pageData, queryKeys.candidates.detail(candidateId)) as
    { name?: unknown; bio?: unknown; experience?: unknown } | undefined;
}

/** A person's text as a paragraph of the copy (escaped), or nothing when they wrote none. */
const writtenText = (text: unknown) =>
  typeof text === 'string' && text.trim() ? `<p class="pfp-text">${escapeHtml(text)}</p>` : '';

/** What each remote screen draws first, by its exposed screen; null: nothing known. */
function screenHeading(
  screen: string,
  params: Record<string, string>,
  pageData: readonly PageDatum[],
): string | null {
  switch (screen) {
    case 'home-screen':
      return (
        '<div class="pfp-page"><div class="pfp-banner">' +
        '<h1>MONEY TALKS</h1><p>Where Every Dollar Counts</p></div></div>'
      );
    case 'state-screen': {
      // mf-brackets/src/screens/state-screen.tsx (a known state only).
      const code = (params.state ?? '').toUpperCase();
      if (!isStateCode(code)) return null;
      const name = escapeHtml(stateName(code));
      return pageHeader({
        title: `<span class="pfp-code">${code}</span>${name}`,
        lead: `The ${stateName(code)} state competition: the eight candidates who raise the most fill the bracket, and the winner is the PAID CANDIDATE.`,
      });
    }
    case 'tournament-screen': {
      // mf-debate/src/screens/tournament-screen.tsx (tournamentTitle).
      const code = (params.state ?? '').trim().toUpperCase();
      if (!isStateCode(code)) return null;
      // Then the stage's still where its video goes (debate-stage.tsx: two columns, one below
      // 768 px; stage-still.ts): on a phone the video is larger than the heading, and
      // painted seconds later it was the page's largest paint. The still is drawn a little
      // taller than the video's frame (17rem, not 16rem), so the frame is never larger. The
      // margin above it (6rem, which the header's own margin folds into) is the room of the
      // header's badges and the stage's round line, so the still sits where the video will.
      return pageHeader({
        title: `${escapeHtml(stateName(code))} Debate Tournament`,
        body:
          `<div class="pfp-stage"><img class="pfp-still" src="${STAGE_STILL_DATA_URL}" alt="" ` +
          `width="${STAGE_STILL_SIZE.width}" height="${STAGE_STILL_SIZE.height}"></div>`,
      });
    }
    case 'donate-screen': {
      // mf-candidate/src/features/donate/donation-limit-note.tsx, the same for every
      // candidate and visitor: the page's largest text (its heading and summary are the
      // candidate's). Justified for the reason the leads are; in a box like the screen's.
      // Only for a candidate the page carries: an unknown one's page says so instead.
      if (!pageCandidate(params, pageData)) return null;
      return (
        '<div class="pfp-page pfp-narrow"><p class="pfp-note">' +
        `Each person may give a candidate up to ${formatLimitDollars(DONATION_RULES.limitPerElectionCents)} per election; the primary and the general election count separately.` +
        '</p></div>'
      );
    }
    case 'candidate-screen': {
      // mf-candidate's About tab (about-panel.tsx): the biography and experience paragraphs
      // are the page's largest text, under the candidate's name.
      const candidate = pageCandidate(params, pageData);
      if (typeof candidate?.name !== 'string') return null;
      return pageHeader({
        title: escapeHtml(candidate.name),
        body: writtenText(candidate.bio) + writtenText(candidate.experience),
      });
    }
    case 'shorts-screen': {
      // mf-shorts/src/screens/shorts-screen.tsx, then the first post's text (a visitor's page
      // only: a member's carries no feed, as their likes are theirs).
      const feed = pageDatum(pageData, queryKeys.posts.feed()) as
        { pages?: { posts?: { content?: unknown }[] }[] } | undefined;
      const first = feed?.pages?.[0]?.posts?.[0];
      if (!first) return null;
      return pageHeader({
        title: 'Shorts',
        lead: 'Short posts from the PAID community. Money talks, and so do you.',
        narrow: true,
        body: writtenText(first.content),
      });
    }
    case 'campaign-url-generator-screen':
      // mf-campaign-urls/src/screens/campaign-url-generator-screen.tsx.
      return pageHeader({
        title: 'Campaign URL Generator',
        lead: 'Make a short link for every part of your campaign. Each one counts its visits and the money raised through it.',
        narrow: true,
      });
    default:
      return null;
  }
}

/**
 * The first-paint markup for `pathname` (its <style> and the element), or null. Written
 * just before the shell's #root, so it paints as soon as the HTML has arrived.
 */
export function firstPaintHtml(
  pathname: string,
  pageData: readonly PageDatum[] = [],
): string | null {
  const match = matchRoute(pathname);
  if (!match) return null;
  const heading = screenHeading(match.route.screen, match.params, pageData);
  if (!heading) return null;
  return `${STYLE}<div id="${FIRST_PAINT_ELEMENT_ID}" aria-hidden="true">${heading}</div>`;
}
