// The federal election calendar the server starts with (elections/seed-elections.ts writes it
// once into an empty election_cycles table; support then adds and edits rows with
// `npm run admin -- elections ...`). The one place these dates are written.
//
// - 2025-2026: the limits in force from 6 Nov 2024 to the general election of 3 Nov 2026; each
//   state's 2026 primary day as set by its law (best knowledge when written: support corrects
//   a row with `edit-election`).
// - 2027-2028: the FEC publishes the indexed limit early in 2027, so $3,500 is carried as
//   provisional; the general election (7 Nov 2028) is set by federal law; every state primary
//   and the presidential primary are provisional (estimated from each state's usual week).
// A state's primary is the election of its candidates for Congress and state office; the
// nationwide ('US') primary and general are the President's.

export interface SeedCycle {
  id: string;
  startsOn: string;
  endsOn: string;
  limitCents: number;
  limitProvisional: boolean;
  generalOn: string;
  /** The President's primary and general, nationwide; absent in a cycle without one. */
  presidentialPrimaryOn?: string;
  /** Per state code: its primary day. */
  primaries: Record<string, string>;
  primariesProvisional: boolean;
}

export const SEED_CYCLES: readonly SeedCycle[] = [
  {
    id: '2025-2026',
    startsOn: '2024-11-06',
    endsOn: '2026-11-03',
    limitCents: 350_000,
    limitProvisional: false,
    generalOn: '2026-11-03',
    primariesProvisional: false,
    primaries: {
      AL: '2026-05-19',
      AK: '2026-08-18',
      AZ: '2026-07-21',
      AR: '2026-03-03',
      CA: '2026-06-02',
      CO: '2026-06-30',
      CT: '2026-08-11',
      DE: '2026-09-08',
      FL: '2026-08-18',
      GA: '2026-05-19',
      HI: '2026-08-08',
      ID: '2026-05-19',
      IL: '2026-03-17',
      IN: '2026-05-05',
      IA: '2026-06-02',
      KS: '2026-08-04',
      KY: '2026-05-19',
      LA: '2026-05-16',
      ME: '2026-06-09',
      MD: '2026-06-23',
      MA: '2026-09-01',
      MI: '2026-08-04',
      MN: '2026-08-11',
      MS: '2026-03-10',
      MO: '2026-08-04',
      MT: '2026-06-02',
      NE: '2026-05-12',
      NV: '2026-06-09',
      NH: '2026-09-08',
      NJ: '2026-06-02',
      NM: '2026-06-02',
      NY: '2026-06-23',
      NC: '2026-03-03',
      ND: '2026-06-09',
      OH: '2026-05-05',
      OK: '2026-06-16',
      OR: '2026-05-19',
      PA: '2026-05-19',
      RI: '2026-09-08',
      SC: '2026-06-09',
      SD: '2026-06-02',
      TN: '2026-08-06',
      TX: '2026-03-03',
      UT: '2026-06-23',
      VT: '2026-08-11',
      VA: '2026-06-16',
      WA: '2026-08-04',
      WV: '2026-05-12',
      WI: '2026-08-11',
      WY: '2026-08-18',
    },
  },
  {
    id: '2027-2028',
    startsOn: '2026-11-04',
    endsOn: '2028-11-07',
    limitCents: 350_000,
    limitProvisional: true,
    generalOn: '2028-11-07',
    presidentialPrimaryOn: '2028-03-07',
    primariesProvisional: true,
    primaries: {
      AL: '2028-03-07',
      AK: '2028-08-15',
      AZ: '2028-08-01',
      AR: '2028-03-07',
      CA: '2028-03-07',
      CO: '2028-06-27',
      CT: '2028-08-08',
      DE: '2028-09-12',
      FL: '2028-08-15',
      GA: '2028-05-16',
      HI: '2028-08-12',
      ID: '2028-05-16',
      IL: '2028-03-21',
      IN: '2028-05-02',
      IA: '2028-06-06',
      KS: '2028-08-01',
      KY: '2028-05-16',
      LA: '2028-05-20',
      ME: '2028-06-13',
      MD: '2028-05-09',
      MA: '2028-09-05',
      MI: '2028-08-01',
      MN: '2028-08-08',
      MS: '2028-03-14',
      MO: '2028-08-01',
      MT: '2028-06-06',
      NE: '2028-05-09',
      NV: '2028-06-13',
      NH: '2028-09-12',
      NJ: '2028-06-06',
      NM: '2028-06-06',
      NY: '2028-06-27',
      NC: '2028-03-07',
      ND: '2028-06-13',
      OH: '2028-03-21',
      OK: '2028-06-20',
      OR: '2028-05-16',
      PA: '2028-04-25',
      RI: '2028-09-12',
      SC: '2028-06-13',
      SD: '2028-06-06',
      TN: '2028-08-03',
      TX: '2028-03-07',
      UT: '2028-06-27',
      VT: '2028-08-08',
      VA: '2028-06-20',
      WA: '2028-08-01',
      WV: '2028-05-09',
      WI: '2028-08-08',
      WY: '2028-08-15',
    },
  },
];
