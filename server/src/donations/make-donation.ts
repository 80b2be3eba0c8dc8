import {
  amountToCents,
  CANDIDATE_NOT_VERIFIED_MESSAGE,
  isServerIdempotencyKey,
  monthlyChargeDay,
  RESERVED_IDEMPOTENCY_KEY_MESSAGE,
  utcDay,
  type DonationFormData,
  type DonationReceipt,
} from 'shared-api/contracts';
import type { Language } from 'shared-api/languages';
import { candidateMay } from '../candidates/eligibility';
import type { Db } from '../db/db';
import { conflict, invalid, notFound } from '../domain-error';
import { checkDesignation } from '../elections/candidate-elections';
import { electionRef } from '../elections/election-code';
import { receiptMail } from '../mail/donation-mail';
import type { QueuedMail } from '../mail/outbox';
import type { ChargeResult, PaymentProvider, PaymentSource } from '../payments/payment-provider';
import type { Refcodes } from '../refcodes/refcode-cookie';
import { toReceipt } from './donation-receipt';
import {
  limitExceededMessage,
  passesItemisationThreshold,
  roomLeftCents,
  type GiftState,
} from './donor-allowance';
import { emailKey } from './donor-identity';
import { withGiftLocks } from './gift-locks';
import {
  claimGift,
  declineGift,
  readGift,
  releaseGift,
  settleGift,
  type GiftRow,
  type PendingGift,
} from './gift-settlement';
import { ITEMISATION_MESSAGE, missingItemisationFields } from './itemisation';
import { checkAndWritePending, type PendingDecision } from './pending-gifts';

// POST /api/donations from a validated form to a receipt (the rules: docs/donation-rules.md),
// in this order:
//
// 1. under the gift's locks (gift-locks.ts: its idempotency key and each of the donor's
//    identities), and only there: one read (paid_gift_state: the candidate, the election the
//    gift is designated to (the donor's choice, else the next on or after the gift's day),
//    the donor's pending and succeeded gifts to the candidate person for that election and
//    its cycle, a donation with this key); the candidate must exist and be verified by
//    support; the election must still be ahead (elections/candidate-elections.ts); the limit
//    and itemisation rules; then the gift is written as `pending`, designated. The locks (and on PostgreSQL the
//    transaction and its connection) are released. The gifts that reach this step at the same
//    moment share its read, its insert and (PostgreSQL) its transaction (pending-gifts.ts).
// 2. the provider charges, with the idempotency key, no transaction open, no connection and
//    no lock held.
// 3. one statement settles the gift (succeeded: every total moves, its receipt is queued) or
//    declines it (402).
//
// A pending gift counts toward the limit, so two gifts of one donor can't both pass while one
// is being charged. A submit with a key already used: another candidate, amount or donor
// (another email key: donor-identity.ts) is a client error (409); a succeeded gift answers its
// receipt again (200); a pending one is waited for (it is being charged), or taken over when
// nobody is charging it any more (claimGift), charged again with the same key (the provider
// answers the first charge) and settled. Only the submit that made the gift has `paidHere`:
// a repeat answers the first answer and does nothing else (no card saved, no plan started,
// whatever its card or flags). A key beginning with a prefix the server keeps for its own
// gifts (SERVER_IDEMPOTENCY_KEY_PREFIXES) is a 400 unless the gift is a monthly plan's
// charge. If the server dies after the charge, the reconcile job (reconcile-gifts.ts) asks the
// provider by idempotency key and settles it.

/** A gift's details: the form's, or those a one-tap or monthly gift reuses (no card typed). */
export type GiftForm = Omit<DonationFormData, 'card' | 'saveCard' | 'recurring'>;

export interface DonationRequest {
  form: GiftForm;
  /** The card typed, or the token of the donor's saved card (one-tap and monthly gifts). */
  payment: PaymentSource;
  /** The logged-in donor's account, or null. */
  userId: number | null;
  /** The logged-in account's email (the donor's too, whatever the form says), or null. */
  accountEmail?: string | null;
  /** The campaign URL the donor arrived through (campaign-urls/attribution.ts), or null. */
  campaignUrlId: number | null;
  /** The refcodes the donor arrived with (refcodes/refcode-cookie.ts), or null. */
  refcodes?: Refcodes | null;
  /** The donate page variant the donor was shown (experiments/visitor-variant.ts), or null. */
  experimentVariantId?: number | null;
  /** A monthly plan's charge: the plan (recurring-gifts.ts). */
  recurringPlanId?: number | null;
  /** The express link it is given through (express-links.ts), or null. */
  expressLinkId?: number | null;
  /**
   * The submit asks for a monthly gift, which starts once this gift is paid (gift-answers.ts
   * keepCardAndPlan): its receipt says so, with the plan's next charge.
   */
  startsMonthlyPlan?: boolean;
  /**
   * The gift's moment on the server's clock (clock/server-clock.ts): its UTC day decides
   * which elections are still ahead (elections/candidate-elections.ts). The monthly clock
   * passes its run's.
   */
  now: Date;
  /**
   * The language of the request that makes the gift (languages/request-language.ts): its
   * receipt's, kept on the gift for the mail about it (docs/languages.md "Mail"). Absent for
   * the charges the server makes itself (a monthly plan's: its member's, or first gift's).
   */
  language?: Language | null;
}

export type DonationOutcome =
  | {
      status: 'recorded';
      receipt: DonationReceipt;
      /** false: a repeat of a gift already made (same idempotency key). */
      created: boolean;
      /**
       * true only for the submit that made the gift and whose own charge paid it: the card it
       * carries is the one that paid, so it alone may be saved (and a plan started on it).
       * A repeat of the key (after a 502 too: the provider answers the first charge, whatever
       * card the repeat carries) is false.
       */
      paidHere: boolean;
    }
  | { status: 'declined'; reason: string };

/**
 * The provider failed (network, outage): the gift stays pending (counted toward the limit,
 * in no total) until a retry with the key or the reconcile job settles or declines it.
 */
export class PaymentUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The payment provider did not answer', { cause });
    this.name = 'PaymentUnavailableError';
  }
}

export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  'This donation was already submitted with another candidate, amount or email. Reload the page to make a new donation.';
export const CANDIDATE_NOT_FOUND_MESSAGE = 'Candidate not found';

/** The 404 for a missing or deleted candidate, the 409 for one support has not verified. */
export function checkCandidateTakesGifts(state: GiftState): void {
  if (state.candidateName === null || !state.candidateActive) {
    throw notFound(CANDIDATE_NOT_FOUND_MESSAGE);
  }
  // Who may receive money is the eligibility module's answer (candidates/eligibility.ts).
  const standing = {
    isActive: Boolean(state.candidateActive),
    isVerified: Boolean(state.candidateActive && state.candidateActivated),
  };
  if (!candidateMay(standing, 'receiveMoney')) throw conflict(CANDIDATE_NOT_VERIFIED_MESSAGE);
}

function pendingGift(
  request: DonationRequest,
  amountCents: number,
  provider: PaymentProvider,
  electionId: number,
): PendingGift {
  const { form } = request;
  return {
    candidateId: form.candidateId,
    amountCents,
    donorName: form.donorName,
    donorEmail: form.donorEmail,
    donorAddressLine1: form.addressLine1 || null,
    donorAddressLine2: form.addressLine2 || null,
    donorCity: form.city || null,
    donorState: form.state ? form.state.toUpperCase() : null,
    donorPostalCode: form.postalCode || null,
    occupation: form.occupation || null,
    employer: form.employer || null,
    message: form.message || null,
    idempotencyKey: form.idempotencyKey,
    userId: request.userId,
    campaignUrlId: request.campaignUrlId,
    testMode: provider.testMode,
    recurringPlanId: request.recurringPlanId ?? null,
    electionId,
    refcode: request.refcodes?.refcode ?? null,
    refcode2: request.refcodes?.refcode2 ?? null,
    experimentVariantId: request.experimentVariantId ?? null,
    expressLinkId: request.expressLinkId ?? null,
    language: request.language ?? null,
  };
}

/** Gifts this process is charging, by idempotency key: a duplicate submit waits for it. */
const charging = new Map<string, Promise<unknown>>();

/** The election a gift is designated to, as its receipt names it. */
type GiftElection = ReturnType<typeof electionRef> | null;

type Step =
  | { kind: 'answer'; outcome: DonationOutcome }
  | { kind: 'charge'; gift: GiftRow; candidateName: string; election: GiftElection }
  | { kind: 'wait'; gift: GiftRow; candidateName: string; election: GiftElection };

function receiptOf(
  gift: GiftRow,
  candidateName: string,
  provider: PaymentProvider,
  election: GiftElection,
) {
  return toReceipt({
    election,
    id: gift.id,
    candidateId: gift.candidateId,
    candidateName,
    amountCents: gift.amountCents,
    createdAt: gift.createdAt,
    testMode: gift.testMode ?? provider.testMode,
  });
}

/** Step 1: under the locks, the checks and the pending row (or what to do with an earlier one). */
async function checkAndRecordPending(
  db: Db,
  provider: PaymentProvider,
  request: DonationRequest,
): Promise<Step> {
  const { form, userId } = request;
  const key = form.idempotencyKey;
  const amountCents = amountToCents(form.amount);
  const today = utcDay(request.now);
  const locks = {
    idempotencyKey: key,
    email: form.donorEmail,
    userId,
    accountEmail: request.accountEmail ?? null,
    donorName: form.donorName,
    addressLine1: form.addressLine1,
    postalCode: form.postalCode,
  };
  const decide = (state: GiftState): PendingDecision<Step> => {
    if (state.earlierId !== null) return { answer: stepOfEarlier(state, request, provider) };
    checkCandidateTakesGifts(state);
    checkDesignation(state, form.electionId, today);
    const roomLeft = roomLeftCents(state);
    if (amountCents > roomLeft) {
      const message = limitExceededMessage(state.limitCents!, roomLeft);
      throw invalid(message, { amount: message });
    }
    if (passesItemisationThreshold(state.cycleGivenCents, amountCents)) {
      const missing = missingItemisationFields(form);
      if (Object.keys(missing).length > 0) throw invalid(ITEMISATION_MESSAGE, missing);
    }
    const electionId = state.electionId!;
    const election = electionRef(electionId, state.electionKind!, state.electionDate!);
    return {
      write: pendingGift(request, amountCents, provider, electionId),
      then: (gift) => ({ kind: 'charge', gift, candidateName: state.candidateName!, election }),
    };
  };
  return withGiftLocks(db, locks, (lockNames) =>
    checkAndWritePending(db, {
      lockNames,
      donor: {
        candidateId: form.candidateId,
        email: form.donorEmail,
        userId,
        donorName: form.donorName,
        addressLine1: form.addressLine1,
        postalCode: form.postalCode,
      },
      idempotencyKey: key,
      designation: { electionId: form.electionId ?? null, today },
      decide,
    }),
  );
}

/** A submit whose key an earlier gift has: the same gift (answer or wait for it), or a 409. */
function stepOfEarlier(
  state: GiftState,
  request: DonationRequest,
  provider: PaymentProvider,
): Step {
  const { form } = request;
  const amountCents = amountToCents(form.amount);
  if (
    state.earlierCandidateId !== form.candidateId ||
    state.earlierAmountCents !== amountCents ||
    state.earlierEmailKey !== emailKey(form.donorEmail)
  ) {
    throw conflict(IDEMPOTENCY_KEY_REUSED_MESSAGE, {
      idempotencyKey: IDEMPOTENCY_KEY_REUSED_MESSAGE,
    });
  }
  const earlier: GiftRow = {
    id: state.earlierId!,
    candidateId: form.candidateId,
    amountCents,
    streamId: null,
    createdAt: new Date(state.earlierCreatedAt!),
    status: state.earlierStatus ?? 'succeeded',
    declineReason: null,
    testMode: state.earlierTestMode,
  };
  const candidateName = state.earlierCandidateName ?? '';
  const election =
    state.earlierElectionId === null
      ? null
      : electionRef(
          state.earlierElectionId,
          state.earlierElectionKind!,
          state.earlierElectionDate!,
        );
  if (earlier.status !== 'pending') {
    return {
      kind: 'answer',
      outcome: {
        status: 'recorded',
        created: false,
        paidHere: false,
        receipt: receiptOf(earlier, candidateName, provider, election),
      },
    };
  }
  return { kind: 'wait', gift: earlier, candidateName, election };
}

/**
 * The receipt of a gift this request wrote, from what the request knows (the form's donor is
 * the row's, written by insertPendingGift), so settling it is one statement. A monthly plan's
 * charge says more (its plan's next charge): its receipt is read from the gift instead.
 */
function receiptOfGiftMadeHere(
  request: DonationRequest,
  gift: GiftRow,
  candidateName: string,
): QueuedMail | undefined {
  if (request.recurringPlanId != null) return undefined;
  return receiptMail({
    id: gift.id,
    donorEmail: request.form.donorEmail,
    donorName: request.form.donorName,
    amountCents: gift.amountCents,
    candidateName,
    createdAt: gift.createdAt,
    refundedAt: null,
    testMode: gift.testMode,
    planAmountCents: null,
    planStatus: null,
    followingChargeOn: null,
    planElectionDay: null,
    // The plan's anchor is this gift's day on the server's clock (startRecurringPlan).
    startsMonthlyPlanNextChargeOn: request.startsMonthlyPlan
      ? monthlyChargeDay(utcDay(request.now), 1)
      : null,
    language: request.language ?? undefined,
  });
}

/**
 * Steps 2 and 3 for a gift this request holds the claim of; `madeHere`: this request wrote
 * the pending gift (so its card is the one charged).
 */
async function chargeAndSettle(
  db: Db,
  provider: PaymentProvider,
  request: DonationRequest,
  step: Extract<Step, { kind: 'charge' }>,
  madeHere: boolean,
): Promise<DonationOutcome> {
  const { gift, candidateName, election } = step;
  let result: ChargeResult;
  try {
    result = await provider.charge({
      ...request.payment,
      amountCents: gift.amountCents,
      idempotencyKey: request.form.idempotencyKey,
      description: `PAID donation to ${candidateName}`,
    });
  } catch (error) {
    // Charged or not, nobody knows: the gift stays pending (it counts toward the limit) and
    // is free to claim, for the donor's retry or the reconcile job.
    await releaseGift(db, gift.id);
    throw new PaymentUnavailableError(error);
  }
  if (result.status === 'declined') {
    await declineGift(db, gift.id, result.reason);
    return { status: 'declined', reason: result.reason };
  }
  const settled = await settleGift(
    db,
    gift.id,
    result.chargeId,
    madeHere ? receiptOfGiftMadeHere(request, gift, candidateName) : undefined,
  );
  // Settled by this call: it is succeeded. Else someone else settled or declined it meanwhile.
  const now = settled ? { ...gift, status: 'succeeded' as const } : await readGift(db, gift.id);
  if (!now || now.status !== 'succeeded') {
    // Declined by the reconcile job as abandoned while this charge ran past its claim.
    throw new PaymentUnavailableError(new Error(`gift ${gift.id} is ${now?.status}`));
  }
  // 201 from the request whose statement settled it (after a 502, that is the retry).
  return {
    status: 'recorded',
    created: settled !== undefined,
    paidHere: madeHere,
    receipt: receiptOf(now, candidateName, provider, election),
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A pending gift with this key, made by an earlier submit: wait while someone charges it,
 * take it over when nobody does, then answer what became of it.
 */
async function awaitEarlier(
  db: Db,
  provider: PaymentProvider,
  request: DonationRequest,
  step: Extract<Step, { kind: 'wait' }>,
): Promise<DonationOutcome> {
  for (;;) {
    const inProcess = charging.get(request.form.idempotencyKey);
    if (inProcess) await inProcess.catch(() => {});
    const gift = await readGift(db, step.gift.id);
    if (!gift) throw notFound(CANDIDATE_NOT_FOUND_MESSAGE);
    if (gift.status === 'declined') {
      return { status: 'declined', reason: gift.declineReason ?? 'Your card was declined.' };
    }
    if (gift.status !== 'pending') {
      return {
        status: 'recorded',
        created: false,
        paidHere: false,
        receipt: receiptOf(gift, step.candidateName, provider, step.election),
      };
    }
    if (!charging.has(request.form.idempotencyKey) && (await claimGift(db, gift.id))) {
      return chargeAndSettle(
        db,
        provider,
        request,
        { kind: 'charge', gift, candidateName: step.candidateName, election: step.election },
        false,
      );
    }
    // Another server process is charging it.
    if (!inProcess) await pause(100);
  }
}

/**
 * The 400 for a key that begins with a prefix the server keeps for its own gifts, unless this
 * is one (a monthly plan's charge). The contract refuses such a key first (idempotencyKeySchema);
 * this holds for any other caller.
 */
function checkKeyIsTheCallers(request: DonationRequest): void {
  if (request.recurringPlanId != null) return;
  if (isServerIdempotencyKey(request.form.idempotencyKey)) {
    throw invalid(RESERVED_IDEMPOTENCY_KEY_MESSAGE, {
      idempotencyKey: RESERVED_IDEMPOTENCY_KEY_MESSAGE,
    });
  }
}

/**
 * Makes (or, for a repeated idempotency key, answers again) a donation. Throws DomainErrors for
 * the donor's mistakes (404 candidate, 409 not verified or reused key, 400 limit, itemisation
 * or a server's key), which change nothing; a declined card is an outcome.
 */
export async function makeDonation(
  db: Db,
  provider: PaymentProvider,
  request: DonationRequest,
): Promise<DonationOutcome> {
  checkKeyIsTheCallers(request);
  const step = await checkAndRecordPending(db, provider, request);
  if (step.kind === 'answer') return step.outcome;
  if (step.kind === 'wait') return awaitEarlier(db, provider, request, step);
  const key = request.form.idempotencyKey;
  const work = chargeAndSettle(db, provider, request, step, true);
  charging.set(key, work);
  try {
    return await work;
  } finally {
    if (charging.get(key) === work) charging.delete(key);
  }
}
