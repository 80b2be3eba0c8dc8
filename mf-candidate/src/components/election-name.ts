import type { ElectionKind, ElectionRef } from 'shared-api';
import { t, type MessageKey } from '../messages';
import { formatDay } from './format-day';

// How the candidate's pages name an election (the donate form's choices, the next election,
// receipts, monthly gifts): its kind and its day, both data (docs/donation-rules.md,
// "Elections"), never a year written here.

const KIND_KEYS: Record<ElectionKind, MessageKey> = {
  primary: 'election.kind.primary',
  general: 'election.kind.general',
  runoff: 'election.kind.runoff',
  special: 'election.kind.special',
};

// Whole names, not '{kind} election': Spanish puts the kind after the noun, and a runoff is
// not 'an election of the runoff kind' there.
const NAME_KEYS: Record<ElectionKind, MessageKey> = {
  primary: 'election.name.primary',
  general: 'election.name.general',
  runoff: 'election.name.runoff',
  special: 'election.name.special',
};

type Named = Pick<ElectionRef, 'kind' | 'date'> & { dateProvisional?: boolean };

/** 'General' */
export function electionKindName(kind: ElectionKind): string {
  return t(KIND_KEYS[kind]);
}

/** What is said of an election whose day is not yet set by law: 'X (date provisional)'. */
const withProvisionalDate = (name: string, dateProvisional: boolean) =>
  dateProvisional ? t('election.dateProvisional', { name }) : name;

/**
 * 'General election, November 7, 2028', with ' (date provisional)' when its day is not yet set
 * by law (a provisional limit is said beside the limit: donate/election-choice.tsx).
 */
export function electionName({ kind, date, dateProvisional = false }: Named): string {
  return withProvisionalDate(t(NAME_KEYS[kind], { date: formatDay(date) }), dateProvisional);
}

/** 'Next election: General, November 7, 2028' (the candidate and donate pages). */
export function nextElectionLine({ kind, date, dateProvisional = false }: Named): string {
  const line = t('election.next', { kind: electionKindName(kind), date: formatDay(date) });
  return withProvisionalDate(line, dateProvisional);
}
