import type { CandidateDetail, DonationAllowance, ElectionRef } from 'shared-api';
import { amountToCents } from 'shared-api/contracts';

// The elections a gift may be designated to (docs/donation-rules.md, "Elections"): the
// candidate's elections still ahead, as the server lists them. A logged-in donor's allowance
// lists them all with the limit and the donor's room in each; a visitor (the allowance needs a
// session) is offered the candidate's next election, which the candidate's detail carries.

export interface ElectionChoice extends ElectionRef {
  /** The date or the cycle's limit is not yet set by law. */
  provisional: boolean;
  /** Cents: the cycle's per-election limit, or null when the page has no answer with it. */
  limitCents: number | null;
  /** Cents the donor may still give for it, or null when unknown (a visitor). */
  remainingCents: number | null;
}

export interface DonationElections {
  /** Soonest first. */
  choices: ElectionChoice[];
  /** The next election: chosen until the donor chooses another; null when none is ahead. */
  defaultId: number | null;
}

export function donationElections(
  candidate: Pick<CandidateDetail, 'nextElection'>,
  allowance: DonationAllowance | undefined,
): DonationElections {
  if (allowance) {
    const choices = allowance.elections.map(
      ({ id, kind, date, code, provisional, limit, remaining }) => ({
        id,
        kind,
        date,
        code,
        provisional,
        limitCents: amountToCents(limit),
        remainingCents: amountToCents(remaining),
      }),
    );
    return { choices, defaultId: allowance.nextElectionId ?? choices[0]?.id ?? null };
  }
  const next = candidate.nextElection ?? null;
  if (!next) return { choices: [], defaultId: null };
  return {
    choices: [{ ...next, limitCents: null, remainingCents: null }],
    defaultId: next.id,
  };
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
