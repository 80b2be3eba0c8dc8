import { Star } from 'lucide';
import styled from 'styled-components';
import type { Candidate } from 'shared-api';
import { Badge, Cluster, Icon, PageTitle } from 'shared-ui';
import { t, tCountAsIs } from '../../../live-messages';

const Header = styled(Cluster).attrs({ as: 'header', $gap: 3 })`
  margin: ${({ theme }) => `${theme.space[8]} 0 ${theme.space[6]}`};
`;

const Stars = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.gold};
`;

/** The stream screen's header: LIVE while streaming, the name, one star per star, ACTIVATED. */
export function StreamHeader({
  candidate,
  isLive,
}: {
  candidate: Pick<Candidate, 'name' | 'stars' | 'isActivated'>;
  isLive: boolean;
}) {
  const { stars } = candidate;
  return (
    <Header>
      {isLive ? <Badge $tone="live">{t('header.live')}</Badge> : null}
      <PageTitle>{candidate.name}</PageTitle>
      {stars > 0 ? (
        <Stars role="img" aria-label={tCountAsIs('header.stars.one', 'header.stars.other', stars)}>
          {Array.from({ length: stars }, (_, index) => (
            <Icon icon={Star} key={index} size={20} fill="currentColor" />
          ))}
        </Stars>
      ) : null}
      {candidate.isActivated ? <Badge $tone="green">{t('header.activated')}</Badge> : null}
    </Header>
  );
}
