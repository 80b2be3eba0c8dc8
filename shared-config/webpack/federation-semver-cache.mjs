// @module-federation/runtime-core's semver `satisfy` (2.9.2), as a production build uses it
// (federation-module-swaps.js): the same answers, worked out once per (version, range), and
// without parsing at all for the two forms a page's start asks about nearly always. The runtime
// checks a shared module's version against each range that asks for it: 27 checks of 9 pairs
// as a page starts, each a dozen regular expressions and string rewrites of the range
// (0.3-0.8 ms here; with the share negotiation around it, one of the start's longest tasks).
import { satisfy as satisfyByParsing } from 'paid-federation-semver-original';

/** A plain version, e.g. 19.3.1 or 1.0.0-s2c3c1f630431 (no operator, no x, no build). */
const PLAIN_VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/;
/** A plain release version, without a prerelease part. */
const RELEASE_VERSION = /^\d+\.\d+\.\d+$/;

const answers = new Map();

/**
 * True without parsing where the answer is certain: a version asked for exactly (shared-ui's
 * source-hashed version), or a release asked for with a caret on itself (`^19.3.1`: every
 * caret range holds its own base version, `^0.y.z` and `^0.0.z` included).
 */
function certainlySatisfied(version, range) {
  if (typeof version !== 'string' || typeof range !== 'string') return false;
  if (range === version) return PLAIN_VERSION.test(version);
  return range === `^${version}` && RELEASE_VERSION.test(version);
}

export function satisfy(version, range) {
  if (certainlySatisfied(version, range)) return true;
  const key = `${version}\u0000${range}`;
  let answer = answers.get(key);
  if (answer === undefined) {
    answer = satisfyByParsing(version, range);
    answers.set(key, answer);
  }
  return answer;
}
