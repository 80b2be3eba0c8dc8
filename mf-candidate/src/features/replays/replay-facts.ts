import type { ReplaySummary } from 'shared-api';
import { formatDollars, formatDuration, lazyDateFormat } from 'shared-ui';

// The line a replay is known by, in the list and above its player: when, how long, what it
// raised (docs/video.md "Replays").

const replayDate = lazyDateFormat({ month: 'short', day: 'numeric', year: 'numeric' });

export function replayDateText(replay: Pick<ReplaySummary, 'startedAt'>): string {
  return replayDate(new Date(replay.startedAt));
}

export function replayFacts(replay: ReplaySummary): string {
  return `${replayDateText(replay)} · ${formatDuration(replay.durationMs)} · ${formatDollars(replay.raised)} raised`;
}
