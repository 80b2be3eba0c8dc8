import type { ReplayKind, ReplaySummary } from 'shared-api/contracts';

// What makes a recording a replay (server/migrations/0045_recordings.sql, docs/video.md
// "Replays"), and the summary columns the lists and the player share.

/**
 * A replay anyone may see: its video is ready and stored, and nobody deleted or hid it.
 * `alias` names the recordings row.
 */
export function publicReplaySql(alias: string): string {
  return `${alias}.status = 'ready' and ${alias}.file_id is not null
          and ${alias}.deleted_at is null and ${alias}.hidden_at is null`;
}

/**
 * The succeeded gifts made during recording `alias` of `kind`, in cents: a stream's own gifts
 * (the ones its "raised this stream" counted, donations.stream_id); a debate's, the gifts to
 * the candidates who spoke in it between its start and end. One kind per statement, so each
 * reads its own index (donations_stream_idx, donations_candidate_time_idx).
 */
export function raisedCentsSql(kind: ReplayKind, alias: string): string {
  return `(select coalesce(sum(d.amount_cents), 0)::bigint from donations d
            where d.status = 'succeeded' and ${giftOfReplaySql(kind, alias, 'd')})`;
}

/** Donation `gift` was made during recording `alias` of `kind` (see raisedCentsSql). */
export function giftOfReplaySql(kind: ReplayKind, alias: string, gift: string): string {
  return kind === 'stream'
    ? `${gift}.stream_id = ${alias}.stream_id`
    : `${gift}.candidate_id = any(${alias}.candidate_ids)
       and ${gift}.created_at >= ${alias}.started_at and ${gift}.created_at <= ${alias}.ended_at`;
}

/** The list's columns of recording `alias` of `kind` (a row is a ReplaySummaryRow). */
export function summaryColumnsSql(kind: ReplayKind, alias: string): string {
  return `${alias}.id, ${alias}.kind, ${alias}.started_at as "startedAt",
    coalesce(${alias}.duration_ms,
             floor(extract(epoch from (${alias}.ended_at - ${alias}.started_at)) * 1000),
             0)::integer as "durationMs",
    ${raisedCentsSql(kind, alias)} as "raisedCents",
    ${alias}.state_code as "stateCode",
    coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name) order by p.n)
                from unnest(${kind === 'stream' ? `array[${alias}.candidate_id]` : `${alias}.candidate_ids`}) with ordinality as p(id, n)
                join candidates c on c.id = p.id), '[]'::json) as candidates`;
}

export interface ReplaySummaryRow {
  id: number | string;
  kind: ReplaySummary['kind'];
  startedAt: Date | string;
  durationMs: number;
  raisedCents: number | string;
  stateCode: string | null;
  candidates: { id: number | string; name: string }[] | string;
}

export function toReplaySummary(row: ReplaySummaryRow): ReplaySummary {
  const candidates =
    typeof row.candidates === 'string' ? JSON.parse(row.candidates) : row.candidates;
  return {
    id: Number(row.id),
    kind: row.kind,
    startedAt: new Date(row.startedAt).toISOString(),
    durationMs: row.durationMs,
    raised: Number(row.raisedCents) / 100,
    stateCode: row.stateCode,
    candidates: (candidates as { id: number | string; name: string }[]).map((candidate) => ({
      id: Number(candidate.id),
      name: candidate.name,
    })),
  };
}
