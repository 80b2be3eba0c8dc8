import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { ServerClock } from '../clock/server-clock';
import type { Db } from '../db/db';
import {
  campaignCookieOptions,
  hashVisitorKey,
  visitorIdOf,
} from '../campaign-urls/campaign-cookie';
import { REFCODE_COOKIE, REFCODE_DAYS, refcodesOfQuery, signRefcodeCookie } from './refcode-cookie';
import { countRefcodeVisit } from './refcode-visits';

// Any page link may carry ?refcode= (and ?refcode2=) (docs/refcodes.md). The server sees the
// page load itself (it serves every page, site.ts), so no script is needed: a browser
// navigation to a page with a valid refcode leaves the codes in the signed cookie, and on a
// candidate's page (/candidate/:id, /donate/:id) counts a visit for that candidate, once per
// visitor, refcode and UTC day. API calls and files are never landings.

const CANDIDATE_PAGE = /^\/(?:candidate|donate)\/([1-9]\d{0,9})\/?$/;

function isPageLoad(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return false;
  const pathname = request.url.split('?')[0];
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/** The preHandler hook every request passes (app.ts); it acts only on a page load with a refcode. */
export function refcodeLanding({
  db,
  config,
  clock,
}: {
  db: Db;
  config: Pick<Config, 'publicOrigin'>;
  clock: ServerClock;
}) {
  // A route may hand its request to the not-found handler (reply.callNotFound: a campaign
  // landing path holding a candidate id), which runs this hook again for the same request.
  const seen = new WeakSet<object>();
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!request.url.includes('refcode=') || !isPageLoad(request) || seen.has(request.raw)) return;
    seen.add(request.raw);
    const codes = refcodesOfQuery(request.query);
    if (!codes) return;
    const now = clock.now();
    const match = CANDIDATE_PAGE.exec(request.url.split('?')[0]);
    const candidateId = match ? Number(match[1]) : null;
    if (candidateId !== null) {
      const { id: visitor } = await visitorIdOf(db, request, reply, config.publicOrigin);
      const visitorHash = await hashVisitorKey(db, `visitor:${visitor}`);
      await countRefcodeVisit(db, { candidateId, refcode: codes.refcode, now, visitorHash });
    }
    reply.setCookie(
      REFCODE_COOKIE,
      await signRefcodeCookie(db, { ...codes, candidateId, setAtMs: now.getTime() }),
      campaignCookieOptions(config.publicOrigin, REFCODE_DAYS),
    );
  };
}
