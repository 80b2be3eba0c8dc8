import styled from 'styled-components';
import { useStreamStats, type Candidate, readableError } from 'shared-api';
import { CardSection, ErrorState, LoadingState, PageContainer, Spinner, Stack } from 'shared-ui';
import { AuthGate } from '../features/auth-gate/auth-gate';
import { HowToStream } from '../features/go-live/components/how-to-stream';
import { StreamGiftsLine } from '../features/money-charts/stream-gifts-line';
import { LiveDonationsList } from '../features/go-live/components/live-donations-list';
import { LiveStreamConsole } from '../features/go-live/components/live-stream-console';
import { NotACandidate } from '../features/go-live/components/not-a-candidate';
import { ReadyToFundraise } from '../features/go-live/components/ready-to-fundraise';
import { StreamHeader } from '../features/go-live/components/stream-header';
import { StreamStatsPanel } from '../features/go-live/components/stream-stats-panel';
import { useStreamAccess } from '../features/go-live/hooks/use-stream-access';
import { useStreamSession } from '../features/go-live/hooks/use-stream-session';
import { copyStreamShareLink } from '../features/go-live/share-stream-link';
import { t, withMessages as withLiveMessages } from '../live-messages';
import { withMessages } from '../messages';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space[6]};
  margin-bottom: ${({ theme }) => theme.space[12]};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Side = styled(Stack).attrs({ $gap: 6 })``;

function FundraisingStream({ candidate }: { candidate: Candidate }) {
  // Asked afresh on every visit: a stream already live (another tab, a reload) is resumed.
  const stats = useStreamStats({ enabled: candidate.isActivated, candidateId: candidate.id });
  const session = useStreamSession();

  if (candidate.isActivated && stats.isLoading) {
    return <LoadingState label={t('goLive.loadingStream')} />;
  }
  if (stats.error && !stats.data) {
    return (
      <PageContainer>
        <ErrorState
          title={t('goLive.streamFailed')}
          message={readableError(stats.error)}
          error={stats.error}
          onRetry={() => void stats.refetch()}
        />
      </PageContainer>
    );
  }
  const current = stats.data ?? { isLive: false, viewerCount: 0, donations: 0 };

  return (
    <PageContainer>
      <StreamHeader candidate={candidate} isLive={current.isLive} />
      <Layout>
        {current.isLive ? (
          <LiveStreamConsole
            candidateId={candidate.id}
            startCamera={session.wentLiveHere}
            stats={current}
            onEndStream={session.endStream}
            isEnding={session.isEnding}
            onShare={() => void copyStreamShareLink(candidate.id)}
          />
        ) : (
          <ReadyToFundraise
            isActivated={candidate.isActivated}
            isStarting={session.isStarting}
            onGoLive={session.goLive}
          />
        )}
        <Side>
          <StreamStatsPanel stats={current} stars={candidate.stars} />
          {current.isLive ? (
            <CardSection title={t('goLive.liveDonations')}>
              <StreamGiftsLine candidateId={candidate.id} />
              <LiveDonationsList candidateId={candidate.id} />
            </CardSection>
          ) : (
            <HowToStream />
          )}
        </Side>
      </Layout>
    </PageContainer>
  );
}

function GoLiveForCandidate() {
  const { profile, notActivated } = useStreamAccess();
  if (profile.isLoading) return <Spinner label={t('goLive.loadingProfile')} />;
  if (profile.error) {
    return (
      <ErrorState
        title={t('goLive.profileFailed')}
        message={readableError(profile.error)}
        error={profile.error}
      />
    );
  }
  if (!profile.data) return <NotACandidate />;
  if (notActivated) return null; // being redirected to /candidate/account
  return <FundraisingStream candidate={profile.data} />;
}

/** /go-live: the fundraising stream, behind the log-in and activation gates. */
function GoLiveScreen() {
  return <AuthGate message={t('goLive.logIn')}>{() => <GoLiveForCandidate />}</AuthGate>;
}

// Rendered once mf-candidate's messages and its live part are in (docs/languages.md).
export default withLiveMessages(withMessages(GoLiveScreen));
