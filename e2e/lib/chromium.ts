import type { LaunchOptions } from 'playwright-core';

/**
 * Debian's Chromium, never a downloaded browser (no internet here). The flags keep it from
 * reaching for Google's hosts, which this machine's closed network refuses.
 */
export const CHROMIUM_LAUNCH: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    '--autoplay-policy=no-user-gesture-required',
    // getUserMedia answers with Chromium's test pattern and asks no permission (go-live.spec).
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    // Live video (live-video.spec): host ICE candidates as addresses, not mDNS names, so the
    // media server on this machine pairs with them at once.
    '--disable-features=WebRtcHideLocalIpsWithMdns',
  ],
};
