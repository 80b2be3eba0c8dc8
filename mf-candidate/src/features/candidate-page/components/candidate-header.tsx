import { Star } from 'lucide';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Candidate, CandidateDetail } from 'shared-api';
import { Badge, Button, Card, formatDollars, Icon, PageTitle, Stack } from 'shared-ui';
import { CandidatePhoto } from '../../../components/candidate-photo';
import { nextElectionLine } from '../../../components/election-name';
import { PendingVerificationBadge } from '../../../components/pending-verification-badge';
import { positionName } from '../../../components/position-name';
import { t, tCountAsIs } from '../../../candidate-page-messages';
import { t as tShared } from '../../../messages';

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
        <Position>{positionName(candidate.position)}</Position>
        {candidate.nextElection ? (
          <NextElection>{nextElectionLine(candidate.nextElection)}</NextElection>
        ) : null}
        <Badges>
          {isLive ? <Badge $tone="live">{t('candidate.live')}</Badge> : null}
          <Badge $tone="gold">
            <Icon icon={Star} size={14} fill="currentColor" />{' '}
            {tCountAsIs('candidate.starsOne', 'candidate.starsOther', stars)}
          </Badge>
          <Badge $tone="green">
            {tShared('candidate.raised', { amount: formatDollars(candidate.totalDonations) })}
          </Badge>
          {candidate.isActivated ? (
            <Badge $tone="green">{t('candidate.activated')}</Badge>
          ) : (
            <PendingVerificationBadge />
          )}
        </Badges>
      </Identity>
      <Actions>
        {candidate.isActivated ? (
          <Button as={Link} to={`/donate/${candidate.id}`} $variant="gold" $size="lg">
            {t('candidate.donateNow')}
          </Button>
        ) : (
          // DONATE NOW's place for a candidate support has not verified: the server takes no
          // gift for them (docs/roles.md), so the page says so instead of leading to a refusal.
          <DonationsClosed>{t('candidate.donationsPending')}</DonationsClosed>
        )}
        {actions}
      </Actions>
    </Root>
  );
}
