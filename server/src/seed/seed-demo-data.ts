import { hashPassword } from '../auth/password';
import { candidateNameKey } from '../candidates/eligibility';
import type { Db, DbTx, SqlParam } from '../db/db';
import { insertRows } from '../db/insert-rows';
import { designateUndesignated } from '../elections/seed-elections';
import { parseGeographicCode } from '../geo/state-fips';
import { recomputeTotals } from '../totals/recompute-totals';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoEmail } from './demo-accounts';
import { DEMO_CANDIDATES } from './demo-candidates';
import { seedDemoTournaments } from './demo-tournaments';
import {
  DEMO_CHAT,
  DEMO_DIRECT_MESSAGES,
  DEMO_POSTS,
  DONATION_AMOUNTS,
  DONATION_MESSAGES,
  DONOR_FIRST_NAMES,
  DONOR_JOBS,
  DONOR_LAST_NAMES,
  DONOR_PLACES,
  DONOR_STREETS,
} from './demo-content';
import { createRandom, type Random } from './prng';

// Believable demo data for a fresh database, written in one transaction of batch inserts.
// A seeded PRNG makes it the same on every fresh start; only the timestamps move with the
// clock (everything is "N hours ago" relative to `now`).

const SEED = 20_260_101;
const DONATION_COUNT = 420;
const DONOR_COUNT = 190;
/**
 * Per donor, per candidate, over the whole demo (stricter than the per-election limit of
 * docs/donation-rules.md, so no seeded election passes it).
 */
const LIMIT_PER_CANDIDATE_CENTS = 3500_00;
/** Any fixed number: the advisory lock PostgreSQL servers take while seeding. */
const SEED_LOCK_KEY = 7_240_312;

const HOUR_MS = 60 * 60 * 1000;

/** Candidates registered over the last two months, one every 20 hours in list order. */
function candidateAgeHours(index: number): number {
  return 24 * 55 - index * 20;
}

export interface SeedSummary {
  users: number;
  candidates: number;
  donations: number;
  posts: number;
  chatMessages: number;
  tournaments: number;
}

export async function hasUsers(db: Db | DbTx): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    'select exists (select 1 from users) as found',
  );
  return rows[0].found;
}

/**
 * Seeds the demo when the database has no users yet; answers what it wrote, or null when
 * the database already had data (or another server seeded it first).
 */
export async function seedDemoDataIfEmpty(
  db: Db,
  now: Date = new Date(),
): Promise<SeedSummary | null> {
  if (await hasUsers(db)) return null;
  // Hashing is slow on purpose; do it before the transaction holds the connection.
  const passwordHashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));
  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    if (await hasUsers(tx)) return null;
    return writeDemoData(tx, passwordHashes, now);
  });
}

interface Donor {
  name: string;
  email: string;
  stateCode: string;
  line1: string;
  city: string;
  postalCode: string;
  occupation: string;
  employer: string;
}

function makeDonors(random: Random): Donor[] {
  const states = Object.keys(DONOR_PLACES);
  const weights: Record<string, number> = { CA: 10, TX: 6, NY: 3, FL: 3, PA: 2, OH: 2 };
  return Array.from({ length: DONOR_COUNT }, (_, index) => {
    const first = random.pick(DONOR_FIRST_NAMES);
    const last = random.pick(DONOR_LAST_NAMES);
    const stateCode = random.weighted(states.map((state) => [state, weights[state] ?? 1] as const));
    const [city, postalCode] = random.pick(DONOR_PLACES[stateCode]);
    const [occupation, employer] = random.pick(DONOR_JOBS);
    return {
      name: `${first} ${last}`,
      // The index keeps two donors with the same name apart.
      email: `${first}.${last}${index + 1}@example.com`.toLowerCase(),
      stateCode,
      line1: `${random.int(100, 9899)} ${random.pick(DONOR_STREETS)}`,
      city,
      postalCode,
      occupation,
      employer,
    };
  });
}

async function writeDemoData(tx: DbTx, passwordHashes: string[], now: Date): Promise<SeedSummary> {
  const random = createRandom(SEED);
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);

  // Accounts, verified (docs/mail.md): the demo's people can do everything their role allows.
  const users = await insertRows<{ id: number; email: string }>(
    tx,
    'users',
    [
      'email',
      'password_hash',
      'first_name',
      'last_name',
      'is_admin',
      'created_at',
      'email_verified_at',
    ],
    DEMO_ACCOUNTS.map((account, index) => [
      account.email,
      passwordHashes[index],
      account.firstName,
      account.lastName,
      account.isAdmin,
      hoursAgo(24 * 60 - index),
      hoursAgo(24 * 60 - index),
    ]),
    'id, email',
  );
  const userId = (email: DemoEmail) => users.find((user) => user.email === email)!.id;

  // Candidates (registered over the last two months, in list order)
  const candidates = await insertRows<{ id: number }>(
    tx,
    'candidates',
    [
      'user_id',
      'name',
      'name_key',
      'position',
      'geographic_code',
      'level',
      'state_code',
      'party',
      'bio',
      'experience',
      'platform',
      'email',
      'phone',
      'stars',
      'is_activated',
      'created_at',
    ],
    DEMO_CANDIDATES.map((candidate, index) => {
      const geography = parseGeographicCode(candidate.geographicCode);
      if (!geography) throw new Error(`Demo candidate ${candidate.name} has a bad geographic code`);
      return [
        candidate.owner ? userId(candidate.owner) : null,
        candidate.name,
        candidateNameKey(candidate.name),
        candidate.position,
        candidate.geographicCode,
        geography.level,
        geography.stateCode,
        candidate.party,
        candidate.bio,
        candidate.experience,
        candidate.platform,
        candidate.email,
        candidate.phone,
        candidate.stars,
        candidate.isActivated,
        hoursAgo(candidateAgeHours(index)),
      ];
    }),
    'id',
  );
  const candidateIds = candidates.map((row) => row.id);
  const caseyIndex = DEMO_CANDIDATES.findIndex((c) => c.owner === 'casey@paid.test');
  const caseyCandidateId = candidateIds[caseyIndex];

  // A stream channel per state that has candidates; California's debate is live.
  const seededStates = [
    ...new Set(DEMO_CANDIDATES.map((c) => parseGeographicCode(c.geographicCode)!.stateCode)),
  ];
  await insertRows(
    tx,
    'stream_channels',
    ['id', 'state_code', 'is_live', 'viewer_count', 'stream_url'],
    seededStates.map((state) => [
      `state-${state}`,
      state,
      state === 'CA',
      state === 'CA' ? 1287 : 0,
      null,
    ]),
  );
  const caChannelId = 'state-CA';

  // Casey's last fundraising stream (ended three days ago); some donations arrived through it.
  const streamStart = hoursAgo(74);
  const streamEnd = hoursAgo(72);
  const [caseyStream] = await insertRows<{ id: number }>(
    tx,
    'fundraising_streams',
    ['candidate_id', 'started_at', 'ended_at', 'viewer_count'],
    [[caseyCandidateId, streamStart, streamEnd, 0]],
    'id',
  );

  await insertRows(
    tx,
    'campaign_urls',
    // Casey's own links promote her profile (candidate_id decides landing and attribution).
    [
      'user_id',
      'candidate_id',
      'url_type',
      'url_slug',
      'title',
      'description',
      'visits',
      'created_at',
    ],
    [
      [
        userId('casey@paid.test'),
        caseyCandidateId,
        'donation',
        'casey-morales',
        'Donate to Casey',
        'Main donation link for the governor race',
        184,
        hoursAgo(24 * 30),
      ],
      [
        userId('casey@paid.test'),
        caseyCandidateId,
        'events',
        'casey-morales',
        'Fresno town hall',
        'RSVP for the water town hall',
        57,
        hoursAgo(24 * 10),
      ],
    ],
  );

  // Donations: a weighted pick of candidate, donor and amount. Per donor and candidate the
  // total stays within the legal limit, as the real donation flow enforces, and a candidate
  // not yet activated takes no gift (docs/donation-rules.md).
  const donors = makeDonors(random);
  const givenCents = new Map<string, number>();
  const candidateWeights = DEMO_CANDIDATES.map(
    (candidate, index) => [index, candidate.isActivated ? candidate.weight : 0] as const,
  );
  const donationRows: SqlParam[][] = [];
  for (let n = 0; n < DONATION_COUNT; n += 1) {
    const candidateIndex = random.weighted(candidateWeights);
    const candidate = DEMO_CANDIDATES[candidateIndex];
    const candidateState = parseGeographicCode(candidate.geographicCode)!.stateCode;
    // Most donors give in their own state.
    const localDonors = donors.filter((donor) => donor.stateCode === candidateState);
    const donor =
      random.chance(0.8) && localDonors.length > 0 ? random.pick(localDonors) : random.pick(donors);
    // Popular candidates draw bigger gifts too.
    let amountCents = random.weighted(DONATION_AMOUNTS) * 100 * (candidate.weight >= 6 ? 2 : 1);
    const key = `${donor.email}|${candidateIndex}`;
    const room = LIMIT_PER_CANDIDATE_CENTS - (givenCents.get(key) ?? 0);
    amountCents = Math.min(amountCents, room);
    if (amountCents < 100) continue;

    // A few declined cards and refunds, which must not count in any total.
    const status = random.chance(0.015)
      ? 'declined'
      : random.chance(0.01)
        ? 'refunded'
        : 'succeeded';
    if (status === 'succeeded') givenCents.set(key, LIMIT_PER_CANDIDATE_CENTS - room + amountCents);

    const viaStream = candidateIndex === caseyIndex && random.chance(0.2);
    const createdAt = viaStream
      ? new Date(
          streamStart.getTime() + random.next() * (streamEnd.getTime() - streamStart.getTime()),
        )
      : hoursAgo(random.next() * candidateAgeHours(candidateIndex));
    donationRows.push([
      candidateIds[candidateIndex],
      amountCents,
      donor.name,
      donor.email,
      donor.line1,
      donor.city,
      donor.stateCode,
      donor.postalCode,
      donor.occupation,
      donor.employer,
      random.chance(0.3) ? random.pick(DONATION_MESSAGES) : null,
      status,
      `seed-donation-${n + 1}`,
      null,
      viaStream ? caseyStream.id : null,
      createdAt,
    ]);
  }
  // The demo voter has given to Casey from their account.
  donationRows.push([
    caseyCandidateId,
    50_00,
    'Jordan Rivera',
    'voter@paid.test',
    '1200 J St',
    'Sacramento',
    'CA',
    '95814',
    'Paralegal',
    'Capitol Legal Services',
    'Water for the valley!',
    'succeeded',
    'seed-donation-voter',
    userId('voter@paid.test'),
    null,
    hoursAgo(6),
  ]);
  await insertRows(
    tx,
    'donations',
    [
      'candidate_id',
      'amount_cents',
      'donor_name',
      'donor_email',
      'donor_address_line1',
      'donor_city',
      'donor_state',
      'donor_postal_code',
      'occupation',
      'employer',
      'message',
      'status',
      'idempotency_key',
      'user_id',
      'stream_id',
      'created_at',
    ],
    donationRows,
  );
  // Each gift designated as the donation flow does: its candidate's next election after it.
  await designateUndesignated(tx);

  await insertRows(
    tx,
    'posts',
    ['user_id', 'content', 'created_at'],
    DEMO_POSTS.map((post) => [userId(post.author), post.content, hoursAgo(post.hoursAgo)]),
  );

  // Chat over the last hour, oldest first so ids follow time.
  await insertRows(
    tx,
    'chat_messages',
    ['channel_id', 'username', 'message', 'is_moderated', 'created_at'],
    DEMO_CHAT.map((chat, index) => [
      caChannelId,
      chat.username,
      chat.message,
      false,
      new Date(now.getTime() - (DEMO_CHAT.length - index) * 3 * 60 * 1000),
    ]),
  );

  await insertRows(
    tx,
    'direct_messages',
    ['candidate_id', 'sender_user_id', 'sender_name', 'subject', 'message', 'sent_at', 'is_read'],
    DEMO_DIRECT_MESSAGES.map((dm) => [
      caseyCandidateId,
      dm.sender ? userId(dm.sender) : null,
      dm.senderName,
      dm.subject,
      dm.message,
      hoursAgo(dm.hoursAgo),
      dm.isRead,
    ]),
  );

  // After the donations: the engine decides the seeded brackets' rounds from them.
  const tournaments = await seedDemoTournaments(tx, now);
  await recomputeTotals(tx);

  return {
    users: users.length,
    candidates: candidates.length,
    donations: donationRows.length,
    posts: DEMO_POSTS.length,
    chatMessages: DEMO_CHAT.length,
    tournaments,
  };
}
