import crypto from 'node:crypto';

// Which variant a visitor sees (docs/experiments.md): a pure function of
// the experiment and the visitor's id, so the same visitor gets the same variant on every
// visit and every server, with nothing stored before the first gift or exposure. SHA-256 of
// `experimentId:visitorId` spreads ids evenly; its first 48 bits, as a fraction of 2^48,
// walk the variants' weights in their order.

export interface WeightedVariant {
  id: number;
  weight: number;
}

/** A number in [0, 1) fixed by the experiment and the visitor. */
export function visitorBucket(experimentId: number, visitorId: string): number {
  const digest = crypto.createHash('sha256').update(`${experimentId}:${visitorId}`).digest();
  return digest.readUIntBE(0, 6) / 2 ** 48;
}

/** The variant of `variants` (in order, weights > 0) that visitor `visitorId` sees. */
export function assignVariant<T extends WeightedVariant>(
  experimentId: number,
  visitorId: string,
  variants: readonly T[],
): T {
  if (variants.length === 0) throw new Error('An experiment has at least one variant');
  const total = variants.reduce((sum, variant) => sum + variant.weight, 0);
  let point = visitorBucket(experimentId, visitorId) * total;
  for (const variant of variants) {
    if (point < variant.weight) return variant;
    point -= variant.weight;
  }
  return variants[variants.length - 1];
}
