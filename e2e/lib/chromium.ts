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
 * The flags of every launch. They keep Chromium from reaching for Google's hosts, which this
 * machine's closed network refuses.
 */
const ARGS: string[] = [
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
];

/**
 * Debian's Chromium, the browser people use, never a downloaded one (no internet here): the
 * bench measures pages in it (Lighthouse, bundle bytes, screenshots, video).
 */
export const CHROMIUM_LAUNCH: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ARGS,
};

/**
 * The tests' browser (e2e, the server's media tests): Debian's chromium-headless-shell, the
 * same Blink and V8 as /usr/bin/chromium built without the desktop browser around them, as
 * Playwright itself runs headless tests. It draws the same pages with less work: 64 e2e tests
 * took 148 core-seconds in /usr/bin/chromium and 119 in the shell, the whole suite passing
 * (bench/REPORT.md "CI time"). TEST_CHROMIUM_PATH picks another binary.
 */
export const TEST_CHROMIUM_LAUNCH: LaunchOptions = {
  executablePath: process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: ARGS,
};
