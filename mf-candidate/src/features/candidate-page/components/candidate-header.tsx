import { Star } from 'lucide';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { positionLabel, type Candidate, type CandidateDetail } from 'shared-api';
import { Badge, Button, Card, formatDollars, Icon, PageTitle, Stack } from 'shared-ui';
import { CandidatePhoto } from '../../../components/candidate-photo';
import { nextElectionLine } from '../../../components/election-name';
import { PendingVerificationBadge } from '../../../components/pending-verification-badge';

const Root = styled(Card)`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: auto minmax(0, 1fr);
  }

  ${({ theme }) => theme.media.phone} {
    grid-template-columns: minmax(0, 1fr);
    justify-items: center;
    gap: ${({ theme }) => theme.space[4]};
    padding: ${({ theme }) => theme.space[4]};
    text-align: center;
  }
`;

const Identity = styled(Stack).attrs({ $gap: 2 })`
  min-width: 0;
`;

const Position = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};

  ${({ theme }) => theme.media.phone} {
    justify-content: center;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space[2]};

  ${({ theme }) => theme.media.tablet} {
    grid-column: 1 / -1;
    flex-direction: row;
    flex-wrap: wrap;
  }

  ${({ theme }) => theme.media.phone} {
    justify-content: center;
  }
`;

const DonationsClosed = styled.p`
  margin: 0;
  max-width: 16rem;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;

  ${({ theme }) => theme.media.tablet} {
    max-width: none;
  }
`;

/**
 * Where DONATE NOW stands for a candidate support has not verified: the server takes no gift
 * for them (docs/roles.md), so the page says that here instead of leading to a refusal.
 */
export const DONATIONS_PENDING_NOTE =
  'Donations open once our support team has verified this candidate.';

const NextElection = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

export interface CandidateHeaderProps {
  /** The candidate, with their next election when the page has their detail. */
  candidate: Candidate & Partial<Pick<CandidateDetail, 'nextElection'>>;
  /** More actions after DONATE NOW, e.g. the owner's Upload Photo. */
  actions?: ReactNode;
  /** The candidate's fundraising stream is live: a LIVE badge leads the badges. */
  isLive?: boolean;
}

/**
 * Photo, name, position, next election, stars, total raised, activation and DONATE NOW (for a
 * candidate pending verification, the note that donations open once verified).
 */
export function CandidateHeader({ candidate, actions, isLive = false }: CandidateHeaderProps) {
  const { stars } = candidate;
  return (
    <Root>
      <CandidatePhoto candidate={candidate} />
      <Identity>
        <PageTitle>{candidate.name}</PageTitle>
        <Position>{positionLabel(candidate.position)}</Position>
        {candidate.nextElection ? (
          <NextElection>{nextElectionLine(candidate.nextElection)}</NextElection>
        ) : null}
        <Badges>
          {isLive ? <Badge $tone="live">LIVE</Badge> : null}
          <Badge $tone="gold">
            <Icon icon={Star} size={14} fill="currentColor" /> {stars}{' '}
            {stars === 1 ? 'Star' : 'Stars'}
          </Badge>
          <Badge $tone="green">{formatDollars(candidate.totalDonations)} raised</Badge>
          {candidate.isActivated ? (
            <Badge $tone="green">ACTIVATED</Badge>
          ) : (
            <PendingVerificationBadge />
          )}
        </Badges>
      </Identity>
      <Actions>
        {candidate.isActivated ? (
          <Button as={Link} to={`/donate/${candidate.id}`} $variant="gold" $size="lg">
            DONATE NOW
          </Button>
        ) : (
          <DonationsClosed>{DONATIONS_PENDING_NOTE}</DonationsClosed>
        )}
        {actions}
      </Actions>
    </Root>
  );
}
