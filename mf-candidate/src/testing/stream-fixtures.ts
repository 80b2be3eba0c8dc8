// Test-only: the stream answers of the server, as the go-live and candidate page tests use them.
import type {
  CandidateStreamStatus,
  FundraisingStream,
  ListedDonation,
  StreamStats,
} from 'shared-api';

export const offlineStats: StreamStats = { isLive: false, viewerCount: 0, donations: 0 };

export function liveStats(overrides: Partial<StreamStats> = {}): StreamStats {
  return { isLive: true, viewerCount: 0, donations: 0, ...overrides };
}

export function startedStream(candidateId = 7): FundraisingStream {
  return {
    id: 11,
    candidateId,
    isLive: true,
    startedAt: '2026-03-01T18:00:00.000Z',
    endedAt: null,
    totalRaised: 0,
    viewerCount: 0,
  };
}

export function streamStatus(
  overrides: Partial<CandidateStreamStatus> = {},
): CandidateStreamStatus {
  return {
    candidateId: 7,
    isLive: true,
    startedAt: '2026-03-01T18:00:00.000Z',
    totalRaised: 0,
    viewerCount: 0,
    ...overrides,
  };
}

export const offlineStatus = streamStatus({ isLive: false, startedAt: null });

export function donation(id: number, overrides: Partial<ListedDonation> = {}): ListedDonation {
  return { id, donorName: `Donor ${id}`, amount: 10 * id, message: null, ...overrides };
}
