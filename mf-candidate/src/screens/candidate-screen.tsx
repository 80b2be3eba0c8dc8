import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useCandidateStream, type AuthUser, type CandidateDetail } from 'shared-api';
import {
  CardSection,
  ErrorState,
  formatDollars,
  LoadingState,
  notify,
  PageContainer,
  Stack as LayoutStack,
  useDocumentTitle,
} from 'shared-ui';
import { Tabs, type TabItem } from 'shared-ui/forms';
import { AboutPanel, PlatformPanel } from '../features/candidate-page/components/about-panel';
import { CandidateHeader } from '../features/candidate-page/components/candidate-header';
import { CandidateNotFound } from '../features/candidate-page/components/candidate-not-found';
import { WatchingLivePanel } from '../features/candidate-page/components/watching-live-panel';
import { useCandidatePage } from '../features/candidate-page/hooks/use-candidate-page';
import { LiveDonationsList } from '../features/go-live/components/live-donations-list';
import { LiveTotals } from '../features/go-live/components/live-totals';
import { CandidateMoneyCharts } from '../features/money-charts/candidate-money-charts';
import { StreamGiftsLine } from '../features/money-charts/stream-gifts-line';
import { InboxPanel } from '../features/inbox/components/inbox-panel';
import { PastStreams } from '../features/replays/past-streams';
import { UploadPhotoButton } from '../features/photo-upload/components/upload-photo-button';
import { t, withMessages as withCandidatePageMessages } from '../candidate-page-messages';
import { t as tShared, withMessages } from '../messages';

const Stack = styled(LayoutStack).attrs({ $gap: 6 })``;

// The message form and one-tap giving validate with the contract's zod schemas and
// react-hook-form (~60 KB compressed): chunks of their own, asked for when a member sees them
// (the Direct Message tab is mounted when first opened), so a visitor's page draws the
// candidate without waiting for form code it does not show.
const DirectMessagePanel = lazy(() =>
  import('../features/direct-messages/components/direct-message-panel').then((module) => ({
    default: module.DirectMessagePanel,
  })),
);
// One-tap giving is the donate page's feature: its chunk brings the donate part of the
// catalogue (docs/languages.md), which this page's own code does not carry, and it renders once
// that part is in.
const OneTapGive = lazy(() =>
  Promise.all([import('../features/donate/one-tap-give'), import('../donate-messages')]).then(
    ([module, messages]) => ({ default: messages.withMessages(module.OneTapGive) }),
  ),
);

/** /candidate/{candidateId}: a candidate's public page (docs/routes-and-screens.md). */
function CandidateScreen() {
  const { candidateId } = useParams();
  const page = useCandidatePage(candidateId);
  useDocumentTitle(
    page.status === 'ready'
      ? page.candidate.name
      : page.status === 'not-found'
        ? t('candidate.notFoundDocumentTitle')
        : null,
  );

  switch (page.status) {
    case 'loading':
      return <LoadingState label={tShared('candidate.loading')} />;
    case 'not-found':
      return <CandidateNotFound />;
    case 'error':
      return (
        <PageContainer>
          <ErrorState
            title={tShared('candidate.loadError')}
            message={page.message}
            error={page.error}
            onRetry={page.retry}
          />
        </PageContainer>
      );
    default:
      return (
        <CandidateProfile candidate={page.candidate} user={page.user} isOwner={page.isOwner} />
      );
  }
}

export default withCandidatePageMessages(withMessages(CandidateScreen));

interface CandidateProfileProps {
  candidate: CandidateDetail;
  user: AuthUser | null;
  isOwner: boolean;
}

function CandidateProfile({ candidate, user, isOwner }: CandidateProfileProps) {
  // Polled while the page is open: the LIVE badge and the watch view follow the stream.
  const stream = useCandidateStream(candidate.id).data;
  const tabs: TabItem[] = [
    {
      value: 'about',
      label: t('candidate.tab.about'),
      content: <AboutPanel candidate={candidate} />,
    },
    {
      value: 'platform',
      label: t('candidate.tab.platform'),
      content: <PlatformPanel candidate={candidate} />,
    },
    {
      value: 'message',
      label: t('candidate.tab.message'),
      content: (
        <Suspense fallback={<LoadingState label={t('candidate.loadingMessageForm')} />}>
          <DirectMessagePanel candidate={candidate} user={user} />
        </Suspense>
      ),
    },
  ];
  if (isOwner) {
    tabs.push({
      value: 'inbox',
      label: t('candidate.tab.inbox'),
      content: <InboxPanel candidateId={candidate.id} />,
    });
  }
  return (
    <PageContainer>
      <Stack>
        <CandidateHeader
          candidate={candidate}
          isLive={stream?.isLive === true}
          actions={isOwner ? <UploadPhotoButton candidateId={candidate.id} /> : null}
        />
        {user && !isOwner && candidate.isActivated ? (
          <Suspense fallback={null}>
            <OneTapGive
              candidateId={candidate.id}
              candidateName={candidate.name}
              election={candidate.nextElection}
              onDonated={(receipt) =>
                notify({
                  title: t('candidate.oneTapThanks'),
                  description: t('candidate.oneTapDone', {
                    amount: formatDollars(receipt.amount),
                    name: receipt.candidateName,
                    reference: receipt.reference,
                  }),
                })
              }
            />
          </Suspense>
        ) : null}
        {stream?.isLive ? (
          <WatchingLivePanel
            status={stream}
            candidateName={candidate.name}
            countsAsViewer={!isOwner}
            totals={
              <LiveTotals
                raised={stream.totalRaised}
                raisedLabel={t('candidate.raisedThisStream')}
                viewerCount={stream.viewerCount}
                raisedSize="3xl"
              />
            }
            donations={
              <>
                <StreamGiftsLine candidateId={candidate.id} />
                <LiveDonationsList candidateId={candidate.id} />
              </>
            }
          />
        ) : null}
        <CardSection title={t('candidate.profileTitle')}>
          {/* Panels stay mounted once opened, so a half-written message survives a look at
              another tab. */}
          <Tabs items={tabs} label={t('candidate.profileSections')} keepMounted />
        </CardSection>
        <CandidateMoneyCharts candidateId={candidate.id} />
        <PastStreams candidateId={candidate.id} />
      </Stack>
    </PageContainer>
  );
}
