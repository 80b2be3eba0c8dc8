import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import {
  contract,
  EXPERIMENT_MIN_SAMPLE,
  type CreateExperimentBody,
  type DonateVariant,
  type Experiment,
} from 'shared-api/contracts';
import { assignVariant } from '../src/experiments/assignment';
import { meanInterval, wilsonInterval } from '../src/experiments/experiment-stats';
import { VARIANT_COOKIE } from '../src/experiments/visitor-variant';
import { VISITOR_COOKIE } from '../src/campaign-urls/campaign-cookie';
import {
  countingProvider,
  donationApp,
  donationForm,
  ITEMISED,
  postDonation,
  TEST_CARDS,
  uniqueKey,
} from './helpers/donation-requests';
import { insertCandidate, insertUser, loginCookies } from './helpers/make-accounts';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/test-databases';

// Donate page experiments (docs/experiments.md): only the owner runs
// them, a variant can change only the page's safe parts, a visitor keeps their variant, the
// split follows the weights, the amount charged is the one submitted, and the report's
// figures are the ledger's.

const VARIANT_A: DonateVariant = {
  headline: 'Stand with Casey',
  presetAmounts: [10, 25, 50],
  defaultAmount: 25,
  layout: 'one-page',
};
const VARIANT_B: DonateVariant = {
  headline: 'Every dollar counts',
  presetAmounts: [5, 20, 100],
  defaultAmount: 100,
  layout: 'steps',
};

function body(patch: Partial<CreateExperimentBody> = {}): CreateExperimentBody {
  return {
    name: 'Spring test',
    variants: [
      { name: 'A', weight: 1, variant: { ...VARIANT_A } },
      { name: 'B', weight: 1, variant: { ...VARIANT_B } },
    ],
    ...patch,
  };
}

describe('variant assignment (pure)', () => {
  const variants = [
    { id: 1, weight: 1 },
    { id: 2, weight: 1 },
  ];

  it('is sticky: the same visitor gets the same variant every time', () => {
    for (let index = 0; index < 200; index += 1) {
      const first = assignVariant(7, `visitor-${index}`, variants);
      assert.equal(assignVariant(7, `visitor-${index}`, variants), first);
    }
  });

  it('splits 10,000 visitors by the weights, within 3 percentage points', () => {
    const weighted = [
      { id: 1, weight: 1 },
      { id: 2, weight: 1 },
      { id: 3, weight: 2 },
    ];
    const counts = new Map<number, number>();
    for (let index = 0; index < 10_000; index += 1) {
      const { id } = assignVariant(42, `v${index}-${index * 7919}`, weighted);
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    for (const [id, share] of [
      [1, 0.25],
      [2, 0.25],
      [3, 0.5],
    ]) {
      const got = (counts.get(id) ?? 0) / 10_000;
      assert.ok(Math.abs(got - share) < 0.03, `variant ${id}: ${got} of visitors, wanted ${share}`);
    }
  });

  it('assigns independently per experiment', () => {
    let same = 0;
    for (let index = 0; index < 1_000; index += 1) {
      if (assignVariant(1, `x${index}`, variants) === assignVariant(2, `x${index}`, variants)) {
        same += 1;
      }
    }
    assert.ok(same > 400 && same < 600, `${same} of 1000 got the same variant in both`);
  });
});

describe('report intervals', () => {
  it('Wilson: 10 of 100 is 5.5%..17.4%', () => {
    const { estimate, low, high } = wilsonInterval(10, 100);
    assert.equal(estimate, 0.1);
    assert.equal(low.toFixed(4), '0.0552');
    assert.equal(high.toFixed(4), '0.1744');
  });

  it('mean per visitor: the normal interval with the sample variance', () => {
    // 4 visitors gave 0, 0, 10, 30: mean 10, sample variance 200, se sqrt(50).
    const { estimate, low, high } = meanInterval(40, 1000, 4);
    assert.equal(estimate, 10);
    assert.ok(Math.abs(high - (10 + 1.959964 * Math.sqrt(50))) < 1e-5);
    assert.equal(low, 0);
  });
});

const KINDS = databaseKinds({
  differsByDatabase: 'two owners starting an experiment at once race for the one-running index',
});

for (const kind of KINDS) {
  describe(`donate page experiments (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let provider: ReturnType<typeof countingProvider>;
    let candidateId: number;
    let owner: Record<string, string>;
    let stranger: Record<string, string>;

    before(async () => {
      database = await createTestDatabase(kind);
      provider = countingProvider();
      app = donationApp(database.db, provider);
      const ownerId = await insertUser(database.db, { firstName: 'Casey', lastName: 'Morales' });
      candidateId = await insertCandidate(database.db, {
        userId: ownerId,
        name: 'Casey Morales',
        isActivated: true,
      });
      owner = await loginCookies(database.db, ownerId);
      stranger = await loginCookies(database.db, await insertUser(database.db));
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    const base = () => `/api/candidate/${candidateId}/experiments`;

    async function start(payload: CreateExperimentBody = body()): Promise<Experiment> {
      const response = await app.inject({ method: 'POST', url: base(), cookies: owner, payload });
      assert.equal(response.statusCode, 201, response.body);
      return contract.experiments.create.response.parse(response.json());
    }

    async function stop(experiment: Experiment) {
      const response = await app.inject({
        method: 'POST',
        url: `${base()}/${experiment.id}/stop`,
        cookies: owner,
      });
      assert.equal(response.statusCode, 200, response.body);
    }

    /** A visitor opens the donate page: the variant and the cookies it now holds. */
    async function visit(cookies: Record<string, string> = {}) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/candidate/${candidateId}/donate-variant`,
        cookies,
      });
      assert.equal(response.statusCode, 200, response.body);
      const held = { ...cookies };
      for (const cookie of response.cookies) held[cookie.name] = cookie.value;
      return {
        assigned: contract.experiments.assigned.response.parse(response.json()).assigned,
        held,
      };
    }

    it('refuses an experiment to an owner whose profile support has not verified (403)', async () => {
      const ownerId = await insertUser(database.db);
      const pendingId = await insertCandidate(database.db, {
        userId: ownerId,
        name: 'Pat Pending',
        isActivated: false,
      });
      const response = await app.inject({
        method: 'POST',
        url: `/api/candidate/${pendingId}/experiments`,
        cookies: await loginCookies(database.db, ownerId),
        payload: body(),
      });
      assert.equal(response.statusCode, 403, response.body);
      assert.match(response.json().message, /not been verified/);
    });

    it('lets only the owner start, stop and read experiments (401, 403)', async () => {
      const visitor = await app.inject({ method: 'POST', url: base(), payload: body() });
      assert.equal(visitor.statusCode, 401);
      const other = await app.inject({
        method: 'POST',
        url: base(),
        cookies: stranger,
        payload: body(),
      });
      assert.equal(other.statusCode, 403);
      const list = await app.inject({ method: 'GET', url: base(), cookies: stranger });
      assert.equal(list.statusCode, 403);
      const experiment = await start();
      const stopByOther = await app.inject({
        method: 'POST',
        url: `${base()}/${experiment.id}/stop`,
        cookies: stranger,
      });
      assert.equal(stopByOther.statusCode, 403);
      await stop(experiment);
    });

    it('refuses a variant that pre-selects monthly, hides the amount or has a bad default', async () => {
      const unsafe = [
        { ...VARIANT_A, recurring: true },
        { ...VARIANT_A, hideAmount: true },
        { ...VARIANT_A, defaultAmount: 75 },
        { ...VARIANT_A, headline: '<b>Give</b>' },
        { ...VARIANT_A, presetAmounts: [0.5, 25] },
      ];
      for (const variant of unsafe) {
        const response = await app.inject({
          method: 'POST',
          url: base(),
          cookies: owner,
          payload: body({
            variants: [
              { name: 'A', weight: 1, variant: { ...VARIANT_A } },
              { name: 'Bad', weight: 1, variant } as never,
            ],
          }),
        });
        assert.equal(response.statusCode, 400, `${JSON.stringify(variant)}: ${response.body}`);
      }
      const list = await app.inject({ method: 'GET', url: base(), cookies: owner });
      const running = contract.experiments.list.response
        .parse(list.json())
        .experiments.filter((entry) => entry.experiment.stoppedAt === null);
      assert.equal(running.length, 0);
    });

    it('runs one experiment per candidate at a time (409)', async () => {
      const experiment = await start();
      const second = await app.inject({
        method: 'POST',
        url: base(),
        cookies: owner,
        payload: body(),
      });
      assert.equal(second.statusCode, 409, second.body);
      await stop(experiment);
      const together = await Promise.all(
        [1, 2].map(() =>
          app.inject({ method: 'POST', url: base(), cookies: owner, payload: body() }),
        ),
      );
      assert.deepEqual(together.map((response) => response.statusCode).sort(), [201, 409]);
      const running = contract.experiments.create.response.parse(
        together.find((response) => response.statusCode === 201)?.json(),
      );
      await stop(running);
    });

    it('keeps a visitor on one variant, counts them once, and shows none once stopped', async () => {
      const experiment = await start();
      const first = await visit();
      assert.ok(first.assigned);
      assert.ok(first.held[VISITOR_COOKIE]);
      for (let reload = 0; reload < 3; reload += 1) {
        const again = await visit(first.held);
        assert.equal(again.assigned?.variantId, first.assigned.variantId);
      }
      // A few visitors through HTTP: each gets one of the experiment's variants.
      const seen = new Set<number>();
      for (let index = 0; index < 12; index += 1) {
        const { assigned } = await visit();
        assert.ok(assigned);
        seen.add(assigned.variantId);
      }
      assert.deepEqual(
        [...seen].every((id) => experiment.variants.some((variant) => variant.id === id)),
        true,
      );
      const { rows } = await database.db.query<{ n: number }>(
        'select count(*) as n from donate_experiment_exposures where experiment_id = $1',
        [experiment.id],
      );
      assert.equal(rows[0].n, 13);
      await stop(experiment);
      assert.equal((await visit(first.held)).assigned, null);
    });

    it('charges exactly the amount submitted, whatever the variant, and records the variant', async () => {
      const experiment = await start();
      const { assigned, held } = await visit();
      assert.ok(assigned);
      // The variant's default is 25 or 100: the donor submits 37.5, and that is charged.
      const form = donationForm(candidateId, { amount: 37.5, donorEmail: 'amy@example.com' });
      const response = await postDonation(app, form, held);
      assert.equal(response.statusCode, 201, response.body);
      const charge = provider.charges.find((c) => c.idempotencyKey === form.idempotencyKey);
      assert.equal(charge?.amountCents, 3750);
      const { rows } = await database.db.query<{ cents: number; variant: number | null }>(
        `select amount_cents as cents, experiment_variant_id as variant from donations
          where idempotency_key = $1`,
        [form.idempotencyKey],
      );
      assert.deepEqual(rows[0], { cents: 3750, variant: assigned.variantId });
      await stop(experiment);
    });

    it('records the variant on a one-tap gift made from the donate page', async () => {
      const userId = await insertUser(database.db);
      const session = await loginCookies(database.db, userId);
      const first = donationForm(candidateId, {
        ...ITEMISED,
        amount: 10,
        donorEmail: `tapper-${userId}@example.com`,
        saveCard: true,
      });
      assert.equal((await postDonation(app, first, session)).statusCode, 201);
      const experiment = await start();
      const { assigned, held } = await visit(session);
      assert.ok(assigned);
      const idempotencyKey = uniqueKey('tap');
      const response = await app.inject({
        method: 'POST',
        url: '/api/donations/one-tap',
        cookies: held,
        payload: { candidateId, amount: 12, idempotencyKey },
      });
      assert.equal(response.statusCode, 201, response.body);
      const { rows } = await database.db.query<{ variant: number | null }>(
        'select experiment_variant_id as variant from donations where idempotency_key = $1',
        [idempotencyKey],
      );
      assert.equal(rows[0]?.variant, assigned.variantId);
      await stop(experiment);
    });

    it('ignores a forged variant cookie and one of a stopped experiment', async () => {
      const experiment = await start();
      const { assigned, held } = await visit();
      assert.ok(assigned);
      const forged = { ...held, [VARIANT_COOKIE]: `${candidateId}.${assigned.variantId}` };
      const forgedForm = donationForm(candidateId, { donorEmail: 'forge@example.com' });
      assert.equal((await postDonation(app, forgedForm, forged)).statusCode, 201);
      await stop(experiment);
      const lateForm = donationForm(candidateId, { donorEmail: 'late@example.com' });
      assert.equal((await postDonation(app, lateForm, held)).statusCode, 201);
      const { rows } = await database.db.query<{ variant: number | null }>(
        `select experiment_variant_id as variant from donations
          where idempotency_key in ($1, $2)`,
        [forgedForm.idempotencyKey, lateForm.idempotencyKey],
      );
      assert.deepEqual(rows, [{ variant: null }, { variant: null }]);
    });

    it("reports each variant's visitors, gifts and money equal to the ledger", async () => {
      const experiment = await start();
      const gifts = [12.5, 25, 40, 7.01, 100];
      for (const [index, amount] of gifts.entries()) {
        const { held } = await visit();
        await visit(held);
        const form = donationForm(candidateId, { amount, donorEmail: `r${index}@example.com` });
        assert.equal((await postDonation(app, form, held)).statusCode, 201);
      }
      // A declined card is in no report: only succeeded gifts are the ledger's money.
      const { held: declinedVisitor } = await visit();
      const declined = donationForm(candidateId, {
        amount: 99,
        donorEmail: 'no@example.com',
        card: { number: TEST_CARDS.declined, expiry: '12/39', cvc: '123' },
      });
      assert.equal((await postDonation(app, declined, declinedVisitor)).statusCode, 402);
      for (let index = 0; index < 3; index += 1) await visit();
      const response = await app.inject({ method: 'GET', url: base(), cookies: owner });
      assert.equal(response.statusCode, 200, response.body);
      const report = contract.experiments.list.response
        .parse(response.json())
        .experiments.find((entry) => entry.experiment.id === experiment.id);
      assert.ok(report);
      const { rows } = await database.db.query<{ variant: number; gifts: number; cents: number }>(
        `select experiment_variant_id as variant, count(*) as gifts, sum(amount_cents) as cents
           from donations where status = 'succeeded' and experiment_variant_id is not null
            and experiment_variant_id = any($1::bigint[])
          group by experiment_variant_id`,
        [experiment.variants.map((variant) => variant.id)],
      );
      const { rows: seen } = await database.db.query<{ variant: number; n: number }>(
        `select variant_id as variant, count(*) as n from donate_experiment_exposures
          where experiment_id = $1 group by variant_id`,
        [experiment.id],
      );
      let visitors = 0;
      let cents = 0;
      for (const line of report.variants) {
        const ledger = rows.find((row) => row.variant === line.variantId);
        assert.equal(line.gifts, ledger?.gifts ?? 0);
        assert.equal(Math.round(line.raisedDollars * 100), ledger?.cents ?? 0);
        assert.equal(line.visitors, seen.find((row) => row.variant === line.variantId)?.n ?? 0);
        // Far below EXPERIMENT_MIN_SAMPLE: no intervals, the page says "Not enough data yet".
        assert.ok(line.visitors < EXPERIMENT_MIN_SAMPLE.visitors);
        assert.equal(line.conversion, null);
        assert.equal(line.dollarsPerVisitor, null);
        visitors += line.visitors;
        cents += Math.round(line.raisedDollars * 100);
      }
      assert.equal(visitors, 9);
      assert.equal(
        cents,
        gifts.reduce((sum, amount) => sum + Math.round(amount * 100), 0),
      );
      await stop(experiment);
    });
  });
}
