import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CandidateDetail } from 'shared-api';
import { Badge, Card, formatDollars, PageTitle } from 'shared-ui';
import { CandidatePhoto } from '../../components/candidate-photo';
import { nextElectionLine } from '../../components/election-name';
import { positionName } from '../../components/position-name';
import { t } from '../../donate-messages';
import { t as tShared } from '../../messages';

const Root = styled(Card)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[5]};

  ${({ theme }) => theme.media.phone} {
    flex-direction: column;
    text-align: center;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[4]};
  }
`;

const Identity = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;

  ${({ theme }) => theme.media.phone} {
    align-items: center;
  }
`;

const Title = styled(PageTitle)`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;

const Position = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const PageLink = styled(Link)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.primaryText};
`;

/**
 * Who the donation goes to: photo (or initial), name, position, next election and total raised, built from
 * the same shared-ui parts as the candidate page's header, without its actions.
 */
export function DonationCandidateSummary({ candidate }: { candidate: CandidateDetail }) {
  return (
    <Root as="header">
      <CandidatePhoto candidate={candidate} />
      <Identity>
        <Title>{t('donate.title', { name: candidate.name })}</Title>
        <Position>{positionName(candidate.position)}</Position>
        {candidate.nextElection ? (
          <Position>{nextElectionLine(candidate.nextElection)}</Position>
        ) : null}
        <Badge $tone="green">
          {tShared('candidate.raised', { amount: formatDollars(candidate.totalDonations) })}
        </Badge>
        <PageLink to={`/candidate/${candidate.id}`}>
          {t('donate.viewPage', { name: candidate.name })}
        </PageLink>
      </Identity>
    </Root>
  );
}
