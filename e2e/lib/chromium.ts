import type { LaunchOptions } from 'playwright-core';

/**
 * Chromium features turned off. They go in one `--disable-features`: given twice, Chromium
 * keeps only the last.
 */
const DISABLED_FEATURES = [
  // Live video (live-video.spec): host ICE candidates as addresses, not mDNS names, so the
  // media server on this machine pairs with them at once.
  'WebRtcHideLocalIpsWithMdns',
  // The omnibox's popups: Chromium 156 starts two WebUI renderers for them with each new
  // window, and a headless test never opens them. Measured off against on: 0.27 against
  // 0.5 s of CPU per new context; the e2e suite 9.1 against 12.1 min on 2 cores.
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

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
    `--disable-features=${DISABLED_FEATURES.join(',')}`,
  ],
};
