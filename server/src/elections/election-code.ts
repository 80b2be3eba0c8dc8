import type { ElectionKind, ElectionRef } from 'shared-api/contracts';

// The FEC's election code of an election (docs/donation-rules.md "Elections"): the first
// letter of its kind and the year of its day, e.g. P2028 or G2028. Derived, never stored.

export function electionCode(kind: ElectionKind | string, date: string): string {
  return `${kind.charAt(0).toUpperCase()}${date.slice(0, 4)}`;
}

/** An election as a gift names it, from its kind and day (YYYY-MM-DD). */
export function electionRef(id: number, kind: string, date: string): ElectionRef {
  return { id: Number(id), kind: kind as ElectionKind, date, code: electionCode(kind, date) };
}
