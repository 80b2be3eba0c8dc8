import type { Config } from '../config';
import { originOf } from './same-origin';

// The Content-Security-Policy the federated site runs under. No inline script anywhere (the
// shell's index.html only loads files), so script-src needs no 'unsafe-inline'; remotes
// served from elsewhere (PAID_REMOTES) add their origins for their remoteEntry.js and
// manifest fetch. Styles stay 'unsafe-inline' because styled-components injects <style>
// tags. connect-src adds where live HLS is fetched from when that is a CDN
// (PAID_HLS_PUBLIC_URL). form-action lets a form post continue to the OpenID Connect issuer
// when there is one.

export function remoteOrigins(remoteOverrides: Record<string, string>): string[] {
  const origins = Object.values(remoteOverrides)
    .map((entry) => originOf(entry))
    .filter((origin): origin is string => origin !== undefined);
  return [...new Set(origins)].sort();
}

export function contentSecurityPolicy(
  config: Pick<Config, 'remoteOverrides' | 'oidc' | 'hlsPublicUrl'>,
): string {
  const remotes = remoteOrigins(config.remoteOverrides);
  const issuer = config.oidc ? originOf(config.oidc.issuer) : undefined;
  // hls.js fetches a live room's playlist and segments from there (PAID_HLS_PUBLIC_URL).
  const hls = config.hlsPublicUrl ? originOf(config.hlsPublicUrl) : undefined;
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...remotes],
    ['connect-src', "'self'", ...remotes, ...(hls && !remotes.includes(hls) ? [hls] : [])],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['media-src', "'self'", 'blob:'],
    ['font-src', "'self'", 'data:'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'", ...(issuer ? [issuer] : [])],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}
