import type { ReplaySummary } from 'shared-api';
import { formatDollars, formatDuration, lazyDateFormat } from 'shared-ui';
import { t } from '../../messages';

// The line a replay is known by, in the list and above its player: when, how long, what it
// raised (docs/video.md "Replays"). Its words are the main catalogue's, which every page has:
// the candidate page's list of past streams imports this file too.

const replayDate = lazyDateFormat({ month: 'short', day: 'numeric', year: 'numeric' });

export function replayDateText(replay: Pick<ReplaySummary, 'startedAt'>): string {
  return replayDate(new Date(replay.startedAt));
}

export function replayFacts(replay: ReplaySummary): string {
  const raised = t('candidate.raised', { amount: formatDollars(replay.raised) });
  return `${replayDateText(replay)} · ${formatDuration(replay.durationMs)} · ${raised}`;
}
