import type { FastifyBaseLogger } from 'fastify';
import * as client from 'openid-client';
import { z } from 'zod';
import { isLoopbackUrl, type OidcSettings } from '../config';
import { DomainError, forbidden, invalid } from '../domain-error';
import type { VerifiedIdentity } from './oidc-accounts';
import { DEFAULT_RETURN_TO, safeReturnTo } from './return-to';

// Log-in through an OpenID Connect issuer, used instead of passwords
// when OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set: the authorization-code
// flow with PKCE, state and nonce (openid-client v6).
//
// Between the redirect to the issuer and the callback, the flow's secrets (PKCE verifier,
// state, nonce) and the return path sit in a short-lived HttpOnly cookie scoped to
// /api/login. It needs no signature: only this browser holds it, state must match what the
// issuer echoes, the verifier is bound to the code, the nonce to the ID token, and returnTo
// is checked again on the way back. Someone able to plant cookies could just as well plant
// a session cookie.

export const OIDC_FLOW_COOKIE = 'paid_oidc_flow';
const FLOW_MAX_AGE_SECONDS = 10 * 60;
const SCOPE = 'openid email profile';

const flowSchema = z.object({
  codeVerifier: z.string().min(43).max(128),
  state: z.string().min(1).max(200),
  nonce: z.string().min(1).max(200),
  returnTo: z.string(),
});
type Flow = z.infer<typeof flowSchema>;

export const FLOW_EXPIRED_MESSAGE =
  'This sign-in has expired or was started in another tab. Please sign in again.';
export const PROVIDER_FAILED_MESSAGE =
  'Signing in with your identity provider failed. Please try again.';
export const EMAIL_NOT_VERIFIED_MESSAGE =
  'Your identity provider has not verified an email address for this account, so PAID cannot sign you in with it.';

export function flowCookieOptions(publicOrigin: string) {
  return {
    path: '/api/login',
    httpOnly: true,
    // Lax: the issuer sends the browser back with a top-level GET, which carries Lax cookies.
    sameSite: 'lax' as const,
    secure: publicOrigin.startsWith('https://'),
    maxAge: FLOW_MAX_AGE_SECONDS,
  };
}

function encodeFlow(flow: Flow): string {
  return Buffer.from(JSON.stringify(flow)).toString('base64url');
}

function decodeFlow(cookie: string | undefined): Flow | undefined {
  if (!cookie || cookie.length > 4096) return undefined;
  try {
    const parsed = flowSchema.safeParse(JSON.parse(Buffer.from(cookie, 'base64url').toString()));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function nameClaim(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim().slice(0, 100);
  return trimmed.length > 0 ? trimmed : null;
}

/** The verified email (and names) of the claims, or a 403 when the issuer did not verify one. */
export function identityFromClaims(claims: Record<string, unknown>): VerifiedIdentity {
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  // Only `true` counts: a missing claim or the string "true" is not a verification.
  if (!z.email().safeParse(email).success || claims.email_verified !== true) {
    throw forbidden(EMAIL_NOT_VERIFIED_MESSAGE);
  }
  return {
    email,
    firstName: nameClaim(claims.given_name),
    lastName: nameClaim(claims.family_name),
  };
}

export interface OidcStart {
  authorizationUrl: string;
  /** Value for the OIDC_FLOW_COOKIE cookie. */
  flowCookie: string;
}

export interface OidcFinish {
  identity: VerifiedIdentity;
  returnTo: string;
}

export class OidcLogin {
  private configuration: Promise<client.Configuration> | undefined;

  constructor(
    private readonly settings: OidcSettings,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The issuer's metadata, discovered on first use and kept; a failed discovery is retried. */
  private discover(): Promise<client.Configuration> {
    if (!this.configuration) {
      const issuer = new URL(this.settings.issuer);
      // openid-client refuses http://; a loopback issuer (a developer's or a test's
      // provider) is the one exception, and config.ts refuses any other http issuer.
      const insecureAllowed = issuer.protocol === 'http:' && isLoopbackUrl(issuer);
      this.configuration = client
        .discovery(
          issuer,
          this.settings.clientId,
          undefined,
          // Basic is the method RFC 6749 says every server supports, and the OIDC default.
          client.ClientSecretBasic(this.settings.clientSecret),
          insecureAllowed ? { execute: [client.allowInsecureRequests] } : undefined,
        )
        .catch((error: unknown) => {
          this.configuration = undefined;
          throw error;
        });
    }
    return this.configuration;
  }

  async start(returnTo: string): Promise<OidcStart> {
    let configuration: client.Configuration;
    try {
      configuration = await this.discover();
    } catch (error) {
      this.log.error({ err: error, issuer: this.settings.issuer }, 'OIDC discovery failed');
      throw new DomainError(
        'upstream',
        'The identity provider cannot be reached. Please try again later.',
      );
    }
    const flow: Flow = {
      codeVerifier: client.randomPKCECodeVerifier(),
      state: client.randomState(),
      nonce: client.randomNonce(),
      returnTo,
    };
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.settings.redirectUri,
      scope: SCOPE,
      code_challenge: await client.calculatePKCECodeChallenge(flow.codeVerifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
    });
    return { authorizationUrl: url.href, flowCookie: encodeFlow(flow) };
  }

  /**
   * Completes the flow for the callback's query string: exchanges the code, checks state,
   * nonce and PKCE, and reads a verified email from the ID token or the userinfo endpoint.
   */
  async finish(search: string, flowCookie: string | undefined): Promise<OidcFinish> {
    const flow = decodeFlow(flowCookie);
    if (!flow) throw invalid(FLOW_EXPIRED_MESSAGE);
    const configuration = await this.discover();

    // The URL the issuer redirected to: the configured redirect URI (not the Host the
    // request claims) plus the issuer's parameters.
    const currentUrl = new URL(this.settings.redirectUri);
    currentUrl.search = search;

    let claims: Record<string, unknown>;
    try {
      const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims();
      if (!idToken) throw new Error('no ID token');
      claims = { ...idToken };
      // Many issuers put email claims only in userinfo when an access token is issued.
      if (claims.email_verified === undefined && configuration.serverMetadata().userinfo_endpoint) {
        const userInfo = await client.fetchUserInfo(
          configuration,
          tokens.access_token,
          idToken.sub,
        );
        claims = { ...claims, ...userInfo };
      }
    } catch (error) {
      // Only the error's kind and message: never the code, tokens or the query string.
      this.log.warn(
        { error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) },
        'OIDC callback refused',
      );
      throw invalid(PROVIDER_FAILED_MESSAGE);
    }
    return {
      identity: identityFromClaims(claims),
      returnTo: safeReturnTo(flow.returnTo) ?? DEFAULT_RETURN_TO,
    };
  }
}
