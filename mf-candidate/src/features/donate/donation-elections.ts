import type {
  CandidateDetail,
  CandidateElection as Public,
  DonationAllowance,
  ElectionRef,
} from 'shared-api';
import { amountToCents } from 'shared-api/contracts';

// The elections a gift may be designated to (docs/donation-rules.md, "Elections"): the
// candidate's elections still ahead, as the server lists them, each with its cycle's limit.
// A logged-in donor's allowance adds the donor's room in each; a visitor (the allowance needs a
// session) is offered the same elections and limits from the candidate's public detail.

export interface ElectionChoice extends ElectionRef {
  /** The date or the cycle's limit is not yet set by law. */
  provisional: boolean;
  /** The election's day is not yet set by law. */
  dateProvisional: boolean;
  /** The cycle's limit is not yet published. */
  limitProvisional: boolean;
  /** Cents: the cycle's per-election limit, or null when the page has no answer with it. */
  limitCents: number | null;
  /** Cents the donor may still give for it, or null when unknown (a visitor). */
  remainingCents: number | null;
  /** Its cycle ('2027-2028'). */
  cycle: string;
}

export interface DonationElections {
  /** Soonest first. */
  choices: ElectionChoice[];
  /** The next election: chosen until the donor chooses another; null when none is ahead. */
  defaultId: number | null;
  /** YYYY-MM-DD: today on the server's clock (the allowance's), or null (a visitor). */
  today?: string | null;
}

/** An election of the candidate's detail or of the allowance, as the form offers it. */
function choiceOf(
  { id, kind, date, code, cycle, provisional, dateProvisional, limitProvisional, limit }: Public,
  remaining: number | null,
): ElectionChoice {
  return {
    id,
    kind,
    date,
    code,
    cycle,
    provisional,
    dateProvisional,
    limitProvisional,
    limitCents: amountToCents(limit),
    remainingCents: remaining === null ? null : amountToCents(remaining),
  };
}

export function donationElections(
  candidate: Pick<CandidateDetail, 'elections'>,
  allowance: DonationAllowance | undefined,
): DonationElections {
  if (allowance) {
    const choices = allowance.elections.map((election) => choiceOf(election, election.remaining));
    return {
      choices,
      defaultId: allowance.nextElectionId ?? choices[0]?.id ?? null,
      today: allowance.today ?? null,
    };
  }
  const choices = candidate.elections.map((election) => choiceOf(election, null));
  return { choices, defaultId: choices[0]?.id ?? null };
}

/** The election with `id`, else the default one, else null. */
export function chosenElection(
  elections: DonationElections,
  id: number | undefined,
): ElectionChoice | null {
  const { choices, defaultId } = elections;
  return (
    choices.find((choice) => choice.id === id) ??
    choices.find((choice) => choice.id === defaultId) ??
    null
  );
}

/** The per-election limit every choice shares, in cents; null when unknown or they differ. */
export function sharedLimitCents(choices: readonly ElectionChoice[]): number | null {
  const limits = new Set(choices.map((choice) => choice.limitCents));
  const [only] = limits;
  return limits.size === 1 && only !== undefined ? only : null;
}
