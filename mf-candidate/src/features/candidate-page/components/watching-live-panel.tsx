import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useWatchStream, type CandidateStreamStatus } from 'shared-api';
import { CardSection, formatDollars } from 'shared-ui';

const Totals = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[5]};
`;

const Raised = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.black};
  color: ${({ theme }) => theme.colors.primaryText};

  span {
    margin-left: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Watching = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const DonationsTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

interface Props {
  status: CandidateStreamStatus;
  /** The owner looking at their own page is not one of the stream's viewers. */
  countsAsViewer: boolean;
  /** The live donations list (the screen passes go-live's, so both pages show the same one). */
  donations: ReactNode;
}

/**
 * A visitor's view of a candidate's live fundraising stream: what it has raised, how many
 * watch (the server's count of viewers seen in the last 30 s) and the donations as they
 * arrive. While shown it sends this viewer's heartbeat.
 */
export function WatchingLivePanel({ status, countsAsViewer, donations }: Props) {
  useWatchStream(status.candidateId, { enabled: countsAsViewer });
  return (
    <CardSection title="Watching live">
      <Totals>
        <Raised>
          {formatDollars(status.totalRaised)}
          <span>raised this stream</span>
        </Raised>
        <Watching>{status.viewerCount} watching</Watching>
      </Totals>
      <DonationsTitle>Live Donations</DonationsTitle>
      {donations}
    </CardSection>
  );
}
