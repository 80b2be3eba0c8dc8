import { sessionCookieOptions } from '../auth/session';

// The campaign URL a visitor last arrived through (decisions section 7): set by the landing
// routes, read when they donate (attribution.ts), so the donation is counted for that link.

export const CAMPAIGN_COOKIE = 'paid_campaign';
export const CAMPAIGN_COOKIE_DAYS = 30;

/**
 * Like the session cookie: HttpOnly (no script needs it), SameSite=Lax (it must arrive on
 * the top-level navigation from a link on another site), Secure behind https. The last link
 * followed wins: a newer visit through another link replaces it.
 */
export function campaignCookieOptions(publicOrigin: string) {
  return {
    ...sessionCookieOptions(publicOrigin),
    maxAge: CAMPAIGN_COOKIE_DAYS * 24 * 60 * 60,
  };
}
