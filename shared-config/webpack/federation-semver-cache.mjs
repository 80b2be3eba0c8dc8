// @module-federation/runtime-core's semver `satisfy` (2.9.2), as a production build uses it
// (federation-module-swaps.js): the same answers, each (version, range) worked out once. The
// runtime checks a shared module's version against each range that asks for it: 27 checks of
// 9 different pairs as a page starts, each a dozen regular expressions and string rewrites of
// the range (0.3-0.8 ms here, the largest part of the share negotiation's 20-35 ms task).
import { satisfy as satisfyEachTime } from 'paid-federation-semver-original';

const answers = new Map();

export function satisfy(version, range) {
  const key = `${version}\u0000${range}`;
  let answer = answers.get(key);
  if (answer === undefined) {
    answer = satisfyEachTime(version, range);
    answers.set(key, answer);
  }
  return answer;
}
