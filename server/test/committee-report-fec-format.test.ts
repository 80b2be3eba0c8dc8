import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  fortyEightHourNotices,
  form6Filing,
  noticePeriod,
  type FecContribution,
} from '../src/committee-report/fec-48-hour-notices';
import { PLACEHOLDER_COMMITTEE_ID } from '../src/committee-report/fec-format';
import { fecName } from '../src/committee-report/fec-name';
import { scheduleAFiling, type FecReceipt } from '../src/committee-report/fec-schedule-a';

// The `.fec` writers without a database, field by field against the FEC's format 8.4. The
// field lists below are written out from the FEC's schemas (github.com/fecgov/fecfile-validate
// schema/HDR.json, F3.json, backlog/forms/F6.json, F65.json; Schedule A as
// github.com/fecgov/fecfile-web-api dot_fec/schema_fields/SchA.json), not from the writer.

const FS = '\u001c';

const HDR = [
  'record_type',
  'ef_type',
  'fec_version',
  'soft_name',
  'soft_ver',
  'report_id',
  'report_number',
  'comment',
];
const NAME = (who: string) =>
  ['last_name', 'first_name', 'middle_name', 'prefix', 'suffix'].map((part) => `${who}_${part}`);
const ADDRESS = (who: string) =>
  ['street_1', 'street_2', 'city', 'state', 'zip'].map((part) => `${who}_${part}`);
const SCHEDULE_A = [
  'form_type',
  'filer_committee_id_number',
  'transaction_id',
  'back_reference_tran_id_number',
  'back_reference_sched_name',
  'entity_type',
  'contributor_organization_name',
  ...NAME('contributor'),
  ...ADDRESS('contributor'),
  'election_code',
  'election_other_description',
  'contribution_date',
  'contribution_amount',
  'contribution_aggregate',
  'contribution_purpose_descrip',
  'contributor_employer',
  'contributor_occupation',
  'donor_committee_fec_id',
  'donor_committee_name',
  'donor_candidate_fec_id',
  ...NAME('donor_candidate'),
  'donor_candidate_office',
  'donor_candidate_state',
  'donor_candidate_district',
  'conduit_name',
  'conduit_street_1',
  'conduit_street_2',
  'conduit_city',
  'conduit_state',
  'conduit_zip',
  'memo_code',
  'memo_text_description',
  'reference_code',
];
const F3_LINES = [
  '6a',
  '6b',
  '6c',
  '7a',
  '7b',
  '7c',
  '8',
  '9',
  '10',
  '11ai',
  '11aii',
  '11aiii',
  '11b',
  '11c',
  '11d',
  '11e',
  '12',
  '13a',
  '13b',
  '13c',
  '14',
  '15',
  '16',
  '17',
  '18',
  '19a',
  '19b',
  '19c',
  '20a',
  '20b',
  '20c',
  '20d',
  '21',
  '22',
  '23',
  '24',
  '25',
  '26',
  '27',
];
const F3_YTD = [
  '6a',
  '6b',
  '6c',
  '7a',
  '7b',
  '7c',
  '11ai',
  '11aii',
  '11aiii',
  '11b',
  '11c',
  '11d',
  '11e',
  '12',
  '13a',
  '13b',
  '13c',
  '14',
  '15',
  '16',
  '17',
  '18',
  '19a',
  '19b',
  '19c',
  '20a',
  '20b',
  '20c',
  '20d',
  '21',
  '22',
];
const F3 = [
  'form_type',
  'filer_committee_id_number',
  'committee_name',
  'change_of_address',
  ...ADDRESS('committee'),
  'election_state',
  'election_district',
  'report_code',
  'election_code',
  'date_of_election',
  'state_of_election',
  'coverage_from_date',
  'coverage_through_date',
  ...NAME('treasurer'),
  'date_signed',
  ...F3_LINES.map((line) => `L${line}_period`),
  ...F3_YTD.map((line) => `L${line}_ytd`),
];
const F6 = [
  'form_type',
  'filer_committee_id_number',
  'original_amendment_date',
  'committee_name',
  ...ADDRESS('committee'),
  'candidate_id_number',
  ...NAME('candidate'),
  'candidate_office',
  'candidate_state',
  'candidate_district',
  ...NAME('signer'),
  'date_signed',
];
const F65 = [
  'form_type',
  'filer_committee_id_number',
  'transaction_id_number',
  'entity_type',
  'contributor_organization_name',
  ...NAME('contributor'),
  ...ADDRESS('contributor'),
  'contributor_fec_id',
  'contribution_date',
  'contribution_amount',
  'contributor_employer',
  'contributor_occupation',
];

/** The file's records, each as its fields; checks the CRLF after every record. */
function records(file: string): string[][] {
  assert.ok(file.endsWith('\r\n'), 'the last record ends with CRLF');
  const lines = file.slice(0, -2).split('\r\n');
  for (const line of lines) assert.doesNotMatch(line, /[\r\n]/, 'no CR or LF inside a record');
  return lines.map((line) => line.split(FS));
}

/** A record's fields by name; its field count must be the format's. */
function named(fields: string[], names: string[]): Record<string, string> {
  assert.equal(names.length, new Set(names).size, 'field names are unique');
  assert.equal(fields.length, names.length, `${fields[0]}: ${names.length} fields`);
  return Object.fromEntries(names.map((name, index) => [name, fields[index]]));
}

/** The fields of `record` that are not empty. */
const filled = (record: Record<string, string>) =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== ''));

const ann: FecReceipt = {
  transactionId: 'PAID41',
  name: fecName('Dr. Ann Marie Lee Jr.'),
  street1: '1 Main St',
  street2: 'Apt 4',
  city: 'Springfield',
  state: 'il',
  zip: '62701-1234',
  employer: 'Acme',
  occupation: 'Engineer',
  electionCode: 'P2026',
  receivedOn: '2026-03-01',
  amountCents: 100_00,
  aggregateCents: 251_00,
};

describe('Schedule A filing (.fec 8.4)', () => {
  const file = scheduleAFiling({
    committee: { id: PLACEHOLDER_COMMITTEE_ID, name: 'Casey Morales', electionState: 'IL' },
    from: '2026-03-01',
    to: '2026-03-31',
    receipts: [
      ann,
      {
        ...ann,
        transactionId: 'PAID57',
        name: fecName('José Núñez'),
        street2: null,
        employer: null,
        occupation: null,
        electionCode: 'G2026',
        receivedOn: '2026-03-25',
        amountCents: 3_500_00,
        aggregateCents: 3_500_00,
      },
    ],
    unitemizedCents: 185_00,
  });
  const [hdr, f3, ...schedule] = records(file);

  it('starts with the 8.4 header', () => {
    assert.deepEqual(named(hdr, HDR), {
      record_type: 'HDR',
      ef_type: 'FEC',
      fec_version: '8.4',
      soft_name: 'PAID',
      soft_ver: '1.0.0',
      report_id: '',
      report_number: '',
      comment: '',
    });
  });

  it('summarises line 11(a) of the period in an F3N record, the rest left to the filer', () => {
    assert.deepEqual(filled(named(f3, F3)), {
      form_type: 'F3N',
      filer_committee_id_number: 'C00000000',
      committee_name: 'Casey Morales',
      election_state: 'IL',
      coverage_from_date: '20260301',
      coverage_through_date: '20260331',
      // 11(a)(i) is the sum of the SA11AI records; (iii) = (i) + (ii).
      L11ai_period: '3600.00',
      L11aii_period: '185.00',
      L11aiii_period: '3785.00',
    });
  });

  it('writes one SA11AI record per itemized receipt, every field in its place', () => {
    assert.equal(schedule.length, 2);
    assert.deepEqual(filled(named(schedule[0], SCHEDULE_A)), {
      form_type: 'SA11AI',
      filer_committee_id_number: 'C00000000',
      transaction_id: 'PAID41',
      entity_type: 'IND',
      contributor_last_name: 'Lee',
      contributor_first_name: 'Ann',
      contributor_middle_name: 'Marie',
      contributor_prefix: 'Dr.',
      contributor_suffix: 'Jr.',
      contributor_street_1: '1 Main St',
      contributor_street_2: 'Apt 4',
      contributor_city: 'Springfield',
      contributor_state: 'IL',
      contributor_zip: '627011234',
      election_code: 'P2026',
      contribution_date: '20260301',
      contribution_amount: '100.00',
      contribution_aggregate: '251.00',
      contributor_employer: 'Acme',
      contributor_occupation: 'Engineer',
    });
    const second = named(schedule[1], SCHEDULE_A);
    // ASCII only: accents off.
    assert.equal(second.contributor_last_name, 'Nunez');
    assert.equal(second.contributor_first_name, 'Jose');
    assert.equal(second.election_code, 'G2026');
    assert.equal(second.contribution_amount, '3500.00');
    assert.equal(second.contribution_aggregate, '3500.00');
    assert.equal(second.contributor_employer, '');
  });

  it('keeps every field printable ASCII within its length', () => {
    const [, , record] = records(
      scheduleAFiling({
        committee: { id: PLACEHOLDER_COMMITTEE_ID, name: 'X', electionState: null },
        from: '2026-03-01',
        to: '2026-03-31',
        receipts: [
          {
            ...ann,
            name: {
              last: `Smith${FS}Jones\r\nBrown`,
              first: 'Jo',
              middle: '',
              prefix: '',
              suffix: '',
            },
            street1: 'A'.repeat(50),
            city: 'Zürich\tEast',
          },
        ],
        unitemizedCents: 0,
      }),
    );
    const sa = named(record, SCHEDULE_A);
    assert.equal(sa.contributor_last_name, 'Smith Jones Brown');
    assert.equal(sa.contributor_street_1, 'A'.repeat(34));
    assert.equal(sa.contributor_city, 'Zurich East');
  });
});

describe('48-hour notices', () => {
  it('cover the 19th to the 3rd day before an election, both included', () => {
    // The FEC's published period for Texas's primary on 1 March 2022: 10-26 February.
    assert.deepEqual(noticePeriod({ date: '2022-03-01' }), {
      from: '2022-02-10',
      to: '2022-02-26',
    });
    assert.deepEqual(noticePeriod({ date: '2026-11-03' }), {
      from: '2026-10-15',
      to: '2026-10-31',
    });
  });

  it('list gifts of $1,000 or more in each election period', () => {
    const gift = (receivedOn: string, amountCents: number) => ({ receivedOn, amountCents });
    const primary = { id: 1, code: 'P2026', date: '2026-03-03' };
    const general = { id: 2, code: 'G2026', date: '2026-11-03' };
    const gifts = [
      gift('2026-10-14', 5_000_00), // the 20th day before: before the period
      gift('2026-10-15', 1_000_00), // first day, exactly $1,000
      gift('2026-10-20', 999_99), // under $1,000
      gift('2026-10-31', 2_000_00), // last day
      gift('2026-11-01', 3_000_00), // within 48 hours: no notice
      gift('2026-02-20', 1_500_00), // the primary's period
    ];
    const notices = fortyEightHourNotices(gifts, [general, primary]);
    assert.deepEqual(notices, [
      { election: primary, gifts: [gifts[5]] },
      { election: general, gifts: [gifts[1], gifts[3]] },
    ]);
    assert.deepEqual(fortyEightHourNotices(gifts.slice(0, 1), [general]), []);
  });

  it('write a Form 6: F6N then one F65 per contribution', () => {
    const contribution: FecContribution = {
      ...ann,
      amountCents: 1_000_00,
      receivedOn: '2026-10-15',
    };
    const [hdr, f6, f65, ...rest] = records(
      form6Filing({
        committee: { id: PLACEHOLDER_COMMITTEE_ID, name: 'Casey Morales' },
        candidate: { name: fecName('Casey Morales'), office: 'H', state: 'IL' },
        contributions: [contribution],
      }),
    );
    assert.equal(rest.length, 0);
    assert.equal(named(hdr, HDR).fec_version, '8.4');
    assert.deepEqual(filled(named(f6, F6)), {
      form_type: 'F6N',
      filer_committee_id_number: 'C00000000',
      committee_name: 'Casey Morales',
      candidate_last_name: 'Morales',
      candidate_first_name: 'Casey',
      candidate_office: 'H',
      candidate_state: 'IL',
    });
    assert.deepEqual(filled(named(f65, F65)), {
      form_type: 'F65',
      filer_committee_id_number: 'C00000000',
      transaction_id_number: 'PAID41',
      entity_type: 'IND',
      contributor_last_name: 'Lee',
      contributor_first_name: 'Ann',
      contributor_middle_name: 'Marie',
      contributor_prefix: 'Dr.',
      contributor_suffix: 'Jr.',
      contributor_street_1: '1 Main St',
      contributor_street_2: 'Apt 4',
      contributor_city: 'Springfield',
      contributor_state: 'IL',
      contributor_zip: '627011234',
      contribution_date: '20261015',
      contribution_amount: '1000.00',
      contributor_employer: 'Acme',
      contributor_occupation: 'Engineer',
    });
  });
});

describe('fecName', () => {
  it('splits one typed name into the five fields, keeping its case', () => {
    assert.deepEqual(fecName('Lee, Ann'), {
      last: 'Lee',
      first: 'Ann',
      middle: '',
      prefix: '',
      suffix: '',
    });
    assert.deepEqual(fecName('ANN LEE'), {
      last: 'LEE',
      first: 'ANN',
      middle: '',
      prefix: '',
      suffix: '',
    });
    assert.deepEqual(fecName('Mary de la Cruz III'), {
      last: 'de la Cruz',
      first: 'Mary',
      middle: '',
      prefix: '',
      suffix: 'III',
    });
  });
});
