/**
 * Each candidate's share of the speaking time so far, in percent; both 0 before anyone has
 * spoken. Rounded shares always add up to 100 once someone has spoken.
 */
export function speakingShares(speakingTime: readonly [number, number]): [number, number] {
  const [first, second] = speakingTime;
  const total = first + second;
  if (total <= 0) return [0, 0];
  const firstShare = Math.round((first / total) * 100);
  return [firstShare, 100 - firstShare];
}
