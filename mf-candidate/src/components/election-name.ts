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

type Named = Pick<ElectionRef, 'kind' | 'date'> & { dateProvisional?: boolean };

/** 'General' */
export function electionKindName(kind: ElectionKind): string {
  return KIND_NAMES[kind];
}

/** What is said of an election whose day is not yet set by law. */
const DATE_PROVISIONAL = ' (date provisional)';

/**
 * 'General election, November 7, 2028', with ' (date provisional)' when its day is not yet set
 * by law (a provisional limit is said beside the limit: donate/election-choice.tsx).
 */
export function electionName({ kind, date, dateProvisional = false }: Named): string {
  const name = `${electionKindName(kind)} election, ${formatChargeDay(date)}`;
  return dateProvisional ? `${name}${DATE_PROVISIONAL}` : name;
}

/** 'Next election: General, November 7, 2028' (the candidate and donate pages). */
export function nextElectionLine({ kind, date, dateProvisional = false }: Named): string {
  const line = `Next election: ${electionKindName(kind)}, ${formatChargeDay(date)}`;
  return dateProvisional ? `${line}${DATE_PROVISIONAL}` : line;
}
