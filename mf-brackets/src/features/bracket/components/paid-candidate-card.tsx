import { Trophy } from 'lucide';
import { Link } from 'react-router-dom';
import { PRIZE_LABEL, type CandidateListItem } from 'shared-api';
import { Avatar, Card, formatThousands, Icon, Stack } from 'shared-ui';
import styled from 'styled-components';
import { t } from '../../../place-messages';

const Body = styled(Stack).attrs({ $gap: 2, $align: 'center' })`
  padding: ${({ theme }) => theme.space[5]};
  text-align: center;
`;

const WinnerMark = styled(Icon).attrs({ icon: Trophy })`
  color: ${({ theme }) => theme.colors.goldText};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.black};
  letter-spacing: 0.12em;
  color: ${({ theme }) => theme.colors.goldText};
`;

const Name = styled(Link)`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.black};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const Line = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Prize = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.goldText};
`;

export interface PaidCandidateCardProps {
  winner: CandidateListItem;
}

/** The final's winner: the bracket's PAID CANDIDATE and the prize (docs/tournament-rules.md). */
export function PaidCandidateCard({ winner }: PaidCandidateCardProps) {
  return (
    <Card $highlight>
      <Body>
        <WinnerMark size={40} label={t('paidCandidate.winner')} />
        <Title>{t('paidCandidate.title')}</Title>
        <Avatar src={winner.avatar} alt="" name={winner.name} size="lg" />
        <Name to={`/candidate/${winner.id}`}>{winner.name}</Name>
        <Line>{t('paidCandidate.raised', { amount: formatThousands(winner.totalDonations) })}</Line>
        <Prize>{t('paidCandidate.prize', { prize: PRIZE_LABEL })}</Prize>
      </Body>
    </Card>
  );
}
