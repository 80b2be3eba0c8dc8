import type { ElectionKind, ElectionRef } from 'shared-api';
import { formatChargeDay } from 'shared-api/contracts';

// How the candidate's pages name an election (the donate form's choices, the next election,
// receipts, monthly gifts): its kind and its day, both data (docs/donation-rules.md,
// "Elections"), never a year written here.

const KIND_NAMES: Record<ElectionKind, string> = {
  primary: 'Primary',
  general: 'General',
  runoff: 'Runoff',
  special: 'Special',
};

type Named = Pick<ElectionRef, 'kind' | 'date'> & { provisional?: boolean };

/** 'General' */
export function electionKindName(kind: ElectionKind): string {
  return KIND_NAMES[kind];
}

/**
 * 'General election, November 7, 2028', with ' (provisional)' when its date or its cycle's
 * limit is not yet set by law (the answer marks both with one flag).
 */
export function electionName({ kind, date, provisional = false }: Named): string {
  const name = `${electionKindName(kind)} election, ${formatChargeDay(date)}`;
  return provisional ? `${name} (provisional)` : name;
}

/** 'Next election: General, November 7, 2028' (the candidate and donate pages). */
export function nextElectionLine({ kind, date, provisional = false }: Named): string {
  const line = `Next election: ${electionKindName(kind)}, ${formatChargeDay(date)}`;
  return provisional ? `${line} (provisional)` : line;
}
