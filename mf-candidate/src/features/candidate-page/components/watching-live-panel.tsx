import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useWatchStream, type CandidateStreamStatus } from 'shared-api';
import { CardSection } from 'shared-ui';
import { t } from '../../../candidate-page-messages';
import { LiveStreamVideo } from './live-stream-video';

const DonationsTitle = styled.h3`
  margin: ${({ theme }) => `${theme.space[5]} 0 ${theme.space[3]}`};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

// The picture with the money beside it, as a live page shows both at once; stacked (picture
// first) where the window is too narrow for two columns.
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space[5]};
  align-items: start;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

interface Props {
  status: CandidateStreamStatus;
  /** Names the live video for screen readers. */
  candidateName: string;
  /** The owner looking at their own page is not one of the stream's viewers. */
  countsAsViewer: boolean;
  /**
   * The stream's totals and its live donations list: the screen passes go-live's, so the
   * candidate's console and this page show the same ones.
   */
  totals: ReactNode;
  donations: ReactNode;
}

/**
 * A visitor's view of a candidate's live fundraising stream: the candidate's live video and,
 * beside it, what it has raised, how many
 * watch (the server's count of viewers seen in the last 30 s) and the donations as they
 * arrive. While shown it sends this viewer's heartbeat.
 */
export function WatchingLivePanel({
  status,
  candidateName,
  countsAsViewer,
  totals,
  donations,
}: Props) {
  useWatchStream(status.candidateId, { enabled: countsAsViewer });
  return (
    <CardSection title={t('live.watchingTitle')}>
      <Layout>
        <LiveStreamVideo candidateId={status.candidateId} candidateName={candidateName} />
        <div>
          {totals}
          <DonationsTitle>{t('live.donationsTitle')}</DonationsTitle>
          {donations}
        </div>
      </Layout>
    </CardSection>
  );
}
