import {
  fecAddressFields,
  fecAmount,
  fecDate,
  fecNameFields,
  fecRecord,
  fecText,
  headerRecord,
  type FecAddress,
  type FecName,
} from './fec-format';

// 48-hour notices (11 CFR 104.5(f); the FEC's "48-Hour Notices" page): an authorized
// committee reports each contribution of $1,000 or more received less than 20 days but more
// than 48 hours before the day of any election the candidate runs in (election day begins at
// 12:01 a.m.), within 48 hours of receiving it, on Form 6. In dates: from the 19th day before
// the election to the 3rd day before it, both included (the FEC's published periods, e.g.
// Texas's primary on 1 March 2022: 10 to 26 February). The window belongs to every election
// of the candidate, whichever election the gift is designated to.
// The report offers them as a `.fec` Form 6 (F6N, then one F65 per contribution): electronic
// filers must file 48-hour notices electronically on Form 6, so the file the committee files
// is more use than a CSV to retype. Field order: fec-format.ts's sources (F6: 24 fields, F65:
// 20 fields).

/** The smallest gift that needs a notice: $1,000. */
export const NOTICE_MIN_CENTS = 100_000;
/** The notice period, in days before the election: from the 19th to the 3rd, inclusive. */
const FIRST_DAY_BEFORE = 19;
const LAST_DAY_BEFORE = 3;

const DAY_MS = 86_400_000;
const daysBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

export interface NoticeElection {
  id: number;
  /** Kind initial + year, e.g. G2026. */
  code: string;
  /** Election day, YYYY-MM-DD. */
  date: string;
}

/** The first and last days (UTC dates, inclusive) a gift needs a notice for `election`. */
export function noticePeriod(election: Pick<NoticeElection, 'date'>): { from: string; to: string } {
  return {
    from: daysBefore(election.date, FIRST_DAY_BEFORE),
    to: daysBefore(election.date, LAST_DAY_BEFORE),
  };
}

export interface NoticeGift {
  /** The day received, UTC, YYYY-MM-DD. */
  receivedOn: string;
  amountCents: number;
}

/**
 * The gifts that need a 48-hour notice, per election of the candidate (elections in date
 * order, each with its gifts in the order given; elections with none are left out). A gift in
 * the periods of two close elections is listed under both.
 */
export function fortyEightHourNotices<G extends NoticeGift>(
  gifts: readonly G[],
  elections: readonly NoticeElection[],
): { election: NoticeElection; gifts: G[] }[] {
  return [...elections]
    .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)
    .map((election) => {
      const { from, to } = noticePeriod(election);
      return {
        election,
        gifts: gifts.filter(
          (gift) =>
            gift.amountCents >= NOTICE_MIN_CENTS &&
            gift.receivedOn >= from &&
            gift.receivedOn <= to,
        ),
      };
    })
    .filter((notice) => notice.gifts.length > 0);
}

/** One contribution of a notice. */
export interface FecContribution extends FecAddress {
  /** Unique in the notice; upper-case letters and digits. */
  transactionId: string;
  name: FecName;
  employer: string | null;
  occupation: string | null;
  receivedOn: string;
  amountCents: number;
}

export interface Form6Filing {
  committee: { id: string; name: string };
  candidate: {
    name: FecName;
    /** H, S or P for a federal office; empty for any other. */
    office: string;
    state: string | null;
  };
  contributions: readonly FecContribution[];
}

/**
 * F6N, 24 fields: form type, committee ID, original amendment date (an amendment's only),
 * committee name, the five address fields, candidate ID, the five candidate name fields,
 * office, state, district, the five signer name fields, date signed. The committee's address,
 * the candidate's FEC ID and district, and the signer are not kept by the product: empty, for
 * the filing software to complete.
 */
function form6Record(filing: Form6Filing): string {
  const { committee, candidate } = filing;
  return fecRecord([
    'F6N',
    committee.id,
    '',
    fecText(committee.name, 200),
    '',
    '',
    '',
    '',
    '',
    '',
    ...fecNameFields(candidate.name),
    fecText(candidate.office, 1),
    fecText(candidate.state, 2),
    '',
    '',
    '',
    '',
    '',
    '',
    '',
  ]);
}

/**
 * F65, 20 fields: form type, committee ID, transaction ID, entity type, organization name,
 * the five name fields, the five address fields, contributor FEC ID, date, amount, employer,
 * occupation.
 */
function form65Record(committeeId: string, gift: FecContribution): string {
  return fecRecord([
    'F65',
    committeeId,
    fecText(gift.transactionId, 20),
    'IND',
    '',
    ...fecNameFields(gift.name),
    ...fecAddressFields(gift),
    '',
    fecDate(gift.receivedOn),
    fecAmount(gift.amountCents),
    fecText(gift.employer, 38),
    fecText(gift.occupation, 38),
  ]);
}

/** The whole `.fec` file: HDR, F6N, then one F65 per contribution. */
export function form6Filing(filing: Form6Filing): string {
  return [
    headerRecord(),
    form6Record(filing),
    ...filing.contributions.map((gift) => form65Record(filing.committee.id, gift)),
  ].join('');
}
