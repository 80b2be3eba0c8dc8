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

// The committee report as an FEC electronic filing (format 8.4, fec-format.ts): the header,
// a Form 3 summary record (F3N, an original report of an authorized committee) and one
// Schedule A record per itemized receipt, line 11(a)(i) (contributions from individuals,
// itemized). Field order: the FEC's schemas cited in fec-format.ts (F3: 93 fields, Schedule A:
// 45 fields). Pure: the caller reads the gifts; nothing here touches the database.

/** The committee filing: who files, and for which race. */
export interface FecCommittee {
  /** FEC committee ID; PLACEHOLDER_COMMITTEE_ID while the product keeps none. */
  id: string;
  name: string;
  /** The candidate's state (F3 "election state"); null for president. */
  electionState: string | null;
}

/** One itemized receipt: a gift whose donor's cycle aggregate passes $200. */
export interface FecReceipt extends FecAddress {
  /** Unique in the report; upper-case letters and digits (the format's rule). */
  transactionId: string;
  name: FecName;
  employer: string | null;
  occupation: string | null;
  /** The election the gift is designated to: kind initial + year, e.g. P2026, G2026. */
  electionCode: string;
  /** The day received, UTC, YYYY-MM-DD. */
  receivedOn: string;
  amountCents: number;
  /** The donor's gifts to this election up to and including this one (election-to-date). */
  aggregateCents: number;
}

export interface ScheduleAFiling {
  committee: FecCommittee;
  /** The report's coverage, UTC dates, inclusive. */
  from: string;
  to: string;
  /** Itemized receipts, in the order to list them. */
  receipts: readonly FecReceipt[];
  /** Line 11(a)(ii): the range's unitemized contributions from individuals, cents. */
  unitemizedCents: number;
}

/** The number of fields of a Form 3 record in format 8.4. */
export const F3_FIELD_COUNT = 93;
/** F3 field positions (1-based) this writer fills; the rest stay empty. */
export const F3_FIELDS = {
  formType: 1,
  committeeId: 2,
  committeeName: 3,
  electionState: 10,
  coverageFrom: 16,
  coverageThrough: 17,
  /** Column A (this period): 11(a)(i) itemized, 11(a)(ii) unitemized, 11(a)(iii) total. */
  itemized: 33,
  unitemized: 34,
  totalIndividual: 35,
} as const;

/**
 * The F3N record. Filled: what the platform knows (the committee, the coverage, line 11(a)
 * of column A from the gifts it took). Left empty as the format allows a filer's draft to be:
 * address, report code (Q1, 12G... the committee chooses which report this is), treasurer and
 * date signed (the treasurer signs in the filing software), and every other line (cash, other
 * receipts, expenditures, loans, cycle-to-date column B): those live in the committee's own
 * books, not here.
 */
function form3Record(filing: ScheduleAFiling, itemizedCents: number): string {
  const fields = new Array<string>(F3_FIELD_COUNT).fill('');
  const set = (position: number, value: string) => {
    fields[position - 1] = value;
  };
  set(F3_FIELDS.formType, 'F3N');
  set(F3_FIELDS.committeeId, filing.committee.id);
  set(F3_FIELDS.committeeName, fecText(filing.committee.name, 200));
  set(F3_FIELDS.electionState, fecText(filing.committee.electionState, 2));
  set(F3_FIELDS.coverageFrom, fecDate(filing.from));
  set(F3_FIELDS.coverageThrough, fecDate(filing.to));
  set(F3_FIELDS.itemized, fecAmount(itemizedCents));
  set(F3_FIELDS.unitemized, fecAmount(filing.unitemizedCents));
  set(F3_FIELDS.totalIndividual, fecAmount(itemizedCents + filing.unitemizedCents));
  return fecRecord(fields);
}

/**
 * One SA11AI record, 45 fields: form type, committee ID, transaction ID, back reference
 * (ID, schedule), entity type, organization name, the five name fields, the five address
 * fields, election code, election other description, date, amount, aggregate, purpose,
 * employer, occupation, donor committee (ID, name), donor candidate (ID, five name fields,
 * office, state, district), conduit (name, street 1 and 2, city, state, ZIP), memo code, memo
 * text, reference code.
 */
function scheduleARecord(committeeId: string, receipt: FecReceipt): string {
  return fecRecord([
    'SA11AI',
    committeeId,
    fecText(receipt.transactionId, 20),
    '',
    '',
    'IND',
    '',
    ...fecNameFields(receipt.name),
    ...fecAddressFields(receipt),
    fecText(receipt.electionCode, 5),
    '',
    fecDate(receipt.receivedOn),
    fecAmount(receipt.amountCents),
    fecAmount(receipt.aggregateCents),
    '',
    fecText(receipt.employer, 38),
    fecText(receipt.occupation, 38),
    ...new Array<string>(17).fill(''),
    '',
    '',
    '',
  ]);
}

/** The whole `.fec` file: HDR, F3N, then one SA11AI per itemized receipt. */
export function scheduleAFiling(filing: ScheduleAFiling): string {
  const itemizedCents = filing.receipts.reduce((sum, receipt) => sum + receipt.amountCents, 0);
  return [
    headerRecord(),
    form3Record(filing, itemizedCents),
    ...filing.receipts.map((receipt) => scheduleARecord(filing.committee.id, receipt)),
  ].join('');
}
