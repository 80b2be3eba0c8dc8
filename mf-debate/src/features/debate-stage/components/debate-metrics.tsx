import { Card, CardBody, CardHeader, CardTitle } from 'shared-ui';
import styled from 'styled-components';
import { t } from '../../../messages';
import type { Engagement } from '../hooks/use-debate-stage';
import { SPEAKER_POSITIONS, candidateAt, type DebatePair } from '../speaker';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
`;

const Figure = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space[1]};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }

  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.black};
    font-variant-numeric: tabular-nums;
  }
`;

export interface DebateMetricsProps {
  pair: DebatePair;
  engagement: readonly [Engagement, Engagement];
  shares: readonly [number, number];
}

/** 'Live Debate Metrics': total likes and hearts, and each candidate's share of the floor. */
export function DebateMetrics({ pair, engagement, shares }: DebateMetricsProps) {
  const likes = engagement[0].likes + engagement[1].likes;
  const hearts = engagement[0].hearts + engagement[1].hearts;
  return (
    <Card as="section" aria-label={t('metrics.title')}>
      <CardHeader>
        <CardTitle>{t('metrics.title')}</CardTitle>
      </CardHeader>
      <CardBody>
        <Figures>
          <Figure>
            <dt>{t('metrics.totalLikes')}</dt>
            <dd>{likes}</dd>
          </Figure>
          <Figure>
            <dt>{t('metrics.totalHearts')}</dt>
            <dd>{hearts}</dd>
          </Figure>
          {SPEAKER_POSITIONS.map((position) => (
            <Figure key={position}>
              <dt>{t('stage.speakingTimeOf', { name: candidateAt(pair, position).name })}</dt>
              <dd>{shares[position - 1]}%</dd>
            </Figure>
          ))}
        </Figures>
      </CardBody>
    </Card>
  );
}
