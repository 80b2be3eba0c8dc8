import {
  donateVariantSchema,
  EXPERIMENT_MIN_SAMPLE,
  type CreateExperimentData,
  type DonateVariant,
  type Experiment,
  type ExperimentReport,
  type VariantReport,
} from 'shared-api/contracts';
import type { Db, DbTx } from '../db/db';
import { conflict, notFound } from '../domain-error';
import { meanInterval, wilsonInterval } from './experiment-stats';

// A candidate's donate page experiments (docs/experiments.md): started
// and stopped by the owner (routes/experiment-routes.ts), at most one running per candidate
// (a unique index), its variants fixed once started so a visitor's assignment never moves.

export const EXPERIMENT_RUNNING_MESSAGE =
  'An experiment is already running on this donate page: stop it first.';
export const EXPERIMENT_NOT_FOUND_MESSAGE = 'Experiment not found';

interface ExperimentRow {
  id: number;
  name: string;
  startedAt: Date;
  stoppedAt: Date | null;
}

interface VariantRow {
  id: number;
  experimentId: number;
  name: string;
  weight: number;
  variant: unknown;
}

export interface RunningVariant {
  id: number;
  weight: number;
  variant: DonateVariant;
}

function toExperiment(row: ExperimentRow, variants: VariantRow[]): Experiment {
  return {
    id: row.id,
    name: row.name,
    startedAt: new Date(row.startedAt).toISOString(),
    stoppedAt: row.stoppedAt ? new Date(row.stoppedAt).toISOString() : null,
    variants: variants
      .filter((variant) => variant.experimentId === row.id)
      .map((variant) => ({
        id: variant.id,
        name: variant.name,
        weight: variant.weight,
        // Stored as validated; read back through the same schema.
        variant: donateVariantSchema.parse(variant.variant),
      })),
  };
}

const VARIANT_COLUMNS = `id, experiment_id as "experimentId", name, weight, variant`;

async function variantsOf(db: Db | DbTx, experimentIds: number[]): Promise<VariantRow[]> {
  if (experimentIds.length === 0) return [];
  const { rows } = await db.query<VariantRow>(
    `select ${VARIANT_COLUMNS} from donate_experiment_variants
      where experiment_id = any($1::bigint[]) order by experiment_id, position`,
    [experimentIds],
  );
  return rows;
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string })?.code === '23505';
}

export async function startExperiment(
  db: Db,
  candidateId: number,
  body: CreateExperimentData,
): Promise<Experiment> {
  try {
    return await db.transaction(async (tx) => {
      const { rows } = await tx.query<ExperimentRow>(
        `insert into donate_experiments (candidate_id, name) values ($1, $2)
         returning id, name, started_at as "startedAt", stopped_at as "stoppedAt"`,
        [candidateId, body.name],
      );
      const experiment = rows[0];
      const { rows: variants } = await tx.query<VariantRow>(
        `insert into donate_experiment_variants (experiment_id, position, name, weight, variant)
         select $1, v.position, v.name, v.weight, v.variant
           from jsonb_to_recordset($2::jsonb)
                as v(position integer, name text, weight integer, variant jsonb)
         returning ${VARIANT_COLUMNS}`,
        [
          experiment.id,
          JSON.stringify(body.variants.map((variant, position) => ({ position, ...variant }))),
        ],
      );
      return toExperiment(experiment, variants);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EXPERIMENT_RUNNING_MESSAGE);
    throw error;
  }
}

export async function stopExperiment(
  db: Db,
  candidateId: number,
  experimentId: number,
): Promise<Experiment> {
  const { rows } = await db.query<ExperimentRow>(
    `update donate_experiments set stopped_at = coalesce(stopped_at, now())
      where id = $1 and candidate_id = $2
     returning id, name, started_at as "startedAt", stopped_at as "stoppedAt"`,
    [experimentId, candidateId],
  );
  if (!rows[0]) throw notFound(EXPERIMENT_NOT_FOUND_MESSAGE);
  return toExperiment(rows[0], await variantsOf(db, [experimentId]));
}

/** The candidate's running experiment's id and variants (in order), or null: one query. */
export async function runningExperiment(
  db: Db,
  candidateId: number,
): Promise<{ experimentId: number; variants: RunningVariant[] } | null> {
  const { rows } = await db.query<VariantRow>(
    `select v.id, v.experiment_id as "experimentId", v.name, v.weight, v.variant
       from donate_experiments e join donate_experiment_variants v on v.experiment_id = e.id
      where e.candidate_id = $1 and e.stopped_at is null
      order by v.position`,
    [candidateId],
  );
  if (rows.length === 0) return null;
  return {
    experimentId: rows[0].experimentId,
    variants: rows.map((row) => ({
      id: row.id,
      weight: row.weight,
      variant: donateVariantSchema.parse(row.variant),
    })),
  };
}

/** Counts the visitor once per experiment (a reload, or another tab, counts nothing). */
export async function recordExposure(
  db: Db,
  experimentId: number,
  visitorHash: string,
  variantId: number,
): Promise<void> {
  await db.query(
    `insert into donate_experiment_exposures (experiment_id, visitor_hash, variant_id)
     values ($1, $2, $3) on conflict (experiment_id, visitor_hash) do nothing`,
    [experimentId, visitorHash, variantId],
  );
}

interface VariantFigures {
  variantId: number;
  visitors: number;
  gifts: number;
  cents: number;
  centsSquared: number;
}

/** Per variant: visitors, and the succeeded gifts made while shown it (the ledger's rows). */
async function variantFigures(db: Db, experimentIds: number[]): Promise<VariantFigures[]> {
  if (experimentIds.length === 0) return [];
  const { rows } = await db.query<VariantFigures>(
    `select v.id as "variantId",
            (select count(*) from donate_experiment_exposures x where x.variant_id = v.id)
              as visitors,
            count(d.id) as gifts,
            coalesce(sum(d.amount_cents), 0) as cents,
            coalesce(sum(d.amount_cents::numeric * d.amount_cents), 0) as "centsSquared"
       from donate_experiment_variants v
       left join donations d on d.experiment_variant_id = v.id and d.status = 'succeeded'
      where v.experiment_id = any($1::bigint[])
      group by v.id`,
    [experimentIds],
  );
  return rows;
}

/** One variant's report line: intervals only once it has the minimum sample. */
export function variantReport(name: string, figures: VariantFigures): VariantReport {
  const { visitors, gifts, cents, centsSquared } = figures;
  const enoughData = hasEnoughData(figures);
  return {
    variantId: figures.variantId,
    name,
    visitors,
    gifts,
    raisedDollars: cents / 100,
    conversion: enoughData ? wilsonInterval(gifts, visitors) : null,
    dollarsPerVisitor: enoughData
      ? (({ estimate, low, high }) => ({
          estimate: estimate / 100,
          low: low / 100,
          high: high / 100,
        }))(meanInterval(cents, centsSquared, visitors))
      : null,
  };
}

/** Whether a variant has the minimum sample (EXPERIMENT_MIN_SAMPLE) for intervals. */
export function hasEnoughData(figures: Pick<VariantFigures, 'visitors' | 'gifts'>): boolean {
  return (
    figures.visitors >= EXPERIMENT_MIN_SAMPLE.visitors &&
    figures.gifts >= EXPERIMENT_MIN_SAMPLE.gifts
  );
}

/** How many experiments the owner's list shows: the running one and the last few. */
const LISTED_EXPERIMENTS = 5;

/** The candidate's latest experiments, newest first, each with its report. */
export async function listExperiments(db: Db, candidateId: number): Promise<ExperimentReport[]> {
  const { rows } = await db.query<ExperimentRow>(
    `select id, name, started_at as "startedAt", stopped_at as "stoppedAt"
       from donate_experiments where candidate_id = $1 order by id desc limit $2`,
    [candidateId, LISTED_EXPERIMENTS],
  );
  const ids = rows.map((row) => row.id);
  const [variants, figures] = await Promise.all([variantsOf(db, ids), variantFigures(db, ids)]);
  return rows.map((row) => {
    const experiment = toExperiment(row, variants);
    const own = experiment.variants.map(
      (variant) =>
        figures.find((figure) => figure.variantId === variant.id) ?? {
          variantId: variant.id,
          visitors: 0,
          gifts: 0,
          cents: 0,
          centsSquared: 0,
        },
    );
    return {
      experiment,
      variants: experiment.variants.map((variant, index) =>
        variantReport(variant.name, own[index]),
      ),
    };
  });
}
