import {
  monthlyChargeDay,
  utcDay,
  type CampaignDashboard,
  type DashboardPeriod,
} from 'shared-api/contracts';
import { contributorOf } from '../committee-report/contributors';
import type { Db } from '../db/db';
import { PLAN_END_DAY } from '../donations/plan-end';

// The candidate owner's campaign dashboard (docs/refcodes.md): today's and this week's money,
// donors and average gift (succeeded gifts, as the totals count them; donors as the limit
// matches people), what the active monthly plans charge a month and will still charge until
// each plan's end (its last election: donations/plan-end.ts), and the top refcodes and
// campaign links. Days are UTC days of the server's clock (clock/server-clock.ts).

const TOP = 5;
const DAY_MS = 86_400_000;

interface WeekGift {
  amountCents: number;
  today: boolean;
  emailKey: string;
  userId: number | null;
  accountEmailKey: string | null;
  identityKey: string | null;
}

/** Monday of `day`'s week (YYYY-MM-DD). */
export function weekStartOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return utcDay(new Date(date.getTime() - sinceMonday * DAY_MS));
}

function period(gifts: readonly WeekGift[], person: readonly number[]): DashboardPeriod {
  const moneyCents = gifts.reduce((sum, gift) => sum + gift.amountCents, 0);
  return {
    moneyCents,
    gifts: gifts.length,
    donors: new Set(person).size,
    averageGiftCents: gifts.length > 0 ? Math.round(moneyCents / gifts.length) : null,
  };
}

async function readWeek(db: Db, candidateId: number, weekStart: string, today: string) {
  const { rows } = await db.query<WeekGift>(
    `select d.amount_cents as "amountCents", d.created_at >= $3 as today,
            paid_person_key(d.donor_email_key) as "emailKey", d.user_id as "userId",
            case when u.id is not null then paid_person_key(paid_email_key(u.email)) end
              as "accountEmailKey",
            d.donor_identity_key as "identityKey"
       from donations d
       left join users u on u.id = d.user_id
      where d.candidate_id = $1 and d.status = 'succeeded' and d.created_at >= $2
        and d.created_at < $4
      order by d.created_at, d.id`,
    [
      candidateId,
      `${weekStart}T00:00:00.000Z`,
      `${today}T00:00:00.000Z`,
      new Date(Date.parse(`${today}T00:00:00Z`) + DAY_MS).toISOString(),
    ],
  );
  const person = contributorOf(rows);
  const todays = rows.flatMap((gift, index) => (gift.today ? [index] : []));
  return {
    weekFigures: period(rows, person),
    todayFigures: period(
      todays.map((index) => rows[index]),
      todays.map((index) => person[index]),
    ),
  };
}

interface ActivePlan {
  amountCents: number;
  anchorOn: string;
  periodsCharged: number;
  endDay: string | null;
}

/** Each active plan's charges still to come, on the monthly clock's days, by month. */
async function readPlans(db: Db, candidateId: number, today: string) {
  const { rows } = await db.query<ActivePlan>(
    `select p.amount_cents as "amountCents", to_char(p.anchor_on, 'YYYY-MM-DD') as "anchorOn",
            p.periods_charged as "periodsCharged", (${PLAN_END_DAY}) as "endDay"
       from recurring_plans p
      where p.candidate_id = $1 and p.status = 'active'`,
    [candidateId],
  );
  const byMonth = new Map<string, number>();
  for (const plan of rows) {
    if (plan.endDay === null) continue;
    for (let n = plan.periodsCharged; ; n += 1) {
      const day = monthlyChargeDay(plan.anchorOn, n);
      if (day > plan.endDay) break;
      // A charge already due but not yet made is still to come: count it from today.
      const month = (day < today ? today : day).slice(0, 7);
      byMonth.set(month, (byMonth.get(month) ?? 0) + plan.amountCents);
    }
  }
  const projection = [...byMonth]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([month, cents]) => ({ month, cents }));
  return {
    recurringMonthlyCents: rows.reduce((sum, plan) => sum + plan.amountCents, 0),
    activePlans: rows.length,
    projection,
    projectedTotalCents: projection.reduce((sum, row) => sum + row.cents, 0),
  };
}

async function readTops(db: Db, candidateId: number) {
  const refcodes = await db.query<{ refcode: string; gifts: number; moneyCents: number }>(
    `select d.refcode, count(*)::int as gifts,
            sum(d.amount_cents)::bigint as "moneyCents"
       from donations d
      where d.candidate_id = $1 and d.status = 'succeeded' and d.refcode is not null
      group by d.refcode
      order by "moneyCents" desc, refcode
      limit ${TOP}`,
    [candidateId],
  );
  const links = await db.query<{
    label: string;
    visits: number;
    gifts: number;
    moneyCents: number;
  }>(
    `select cu.title as label, cu.visits, count(d.id)::int as gifts,
            coalesce(sum(d.amount_cents), 0)::bigint as "moneyCents"
       from campaign_urls cu
       left join donations d on d.campaign_url_id = cu.id and d.status = 'succeeded'
                            and d.candidate_id = $1
      where cu.candidate_id = $1
      group by cu.id
      order by "moneyCents" desc, cu.visits desc, cu.id
      limit ${TOP}`,
    [candidateId],
  );
  return { topRefcodes: refcodes.rows, topLinks: links.rows };
}

/** The dashboard of candidate `candidateId` at `now` (the server's clock). */
export async function buildCampaignDashboard(
  db: Db,
  candidateId: number,
  now: Date,
): Promise<CampaignDashboard> {
  const today = utcDay(now);
  const weekStart = weekStartOf(today);
  const [week, plans, tops] = await Promise.all([
    readWeek(db, candidateId, weekStart, today),
    readPlans(db, candidateId, today),
    readTops(db, candidateId),
  ]);
  return { candidateId, today, weekStart, ...week, ...plans, ...tops };
}
