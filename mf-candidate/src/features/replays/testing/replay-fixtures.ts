import type { Replay, ReplaySummary } from 'shared-api';

// Replays as the server answers them (shared-api contracts/replays.ts), for the tests.

export function replaySummary(overrides: Partial<ReplaySummary> = {}): ReplaySummary {
  return {
    id: 5,
    kind: 'stream',
    startedAt: '2026-11-20T18:00:00.000Z',
    durationMs: 725_000,
    raised: 120,
    stateCode: null,
    candidates: [{ id: 3, name: 'Casey Morales' }],
    ...overrides,
  };
}

export function replay(overrides: Partial<Replay> = {}): Replay {
  return {
    ...replaySummary(),
    videoUrl: '/files/recordings/5.webm',
    hidden: false,
    deleted: false,
    deletable: false,
    chat: [],
    gifts: [
      { id: 41, donorName: 'Ann Giver', amount: 10, message: 'Go Casey', offsetMs: 2_000 },
      { id: 42, donorName: 'Ben Giver', amount: 25, message: null, offsetMs: 10_500 },
    ],
    ...overrides,
  };
}
