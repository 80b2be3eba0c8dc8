import { type CampaignUrl } from 'shared-api';
import { campaignLandingPage } from 'shared-api/contracts';
import { Badge, Button, Card, Cluster, formatDollars, formatNumber } from 'shared-ui';
import styled from 'styled-components';
import { t, tCount } from '../../../messages';
import { copyUrl } from '../copy-url';
import { templateLabel } from '../url-templates';

const Article = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
`;

const Head = styled(Cluster).attrs({ $gap: 2, $justify: 'space-between' })``;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Url = styled.code`
  display: block;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  user-select: all;
`;

const Footer = styled(Cluster).attrs({ $gap: 3, $justify: 'space-between' })``;

const Stats = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  div {
    display: flex;
    gap: ${({ theme }) => theme.space[1]};
  }
  dt {
    order: 2;
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Actions = styled(Cluster).attrs({ $gap: 2, $align: 'stretch' })``;

export function CampaignUrlItem({ campaignUrl }: { campaignUrl: CampaignUrl }) {
  const { title, urlType, description, fullUrl, visits, raisedDollars, candidateName } =
    campaignUrl;
  return (
    <Article as="article">
      <Head>
        <Title>{title}</Title>
        <Badge $tone="gold">{templateLabel(urlType)}</Badge>
      </Head>
      {description ? <Description>{description}</Description> : null}
      {/* A supporter link promotes the candidate its maker picked: say whose page it opens,
          and which (a donation link opens the donation form, not the candidate page). */}
      {candidateName ? (
        <Description>
          {campaignLandingPage(urlType) === 'donation'
            ? t('campaignUrls.item.leadsToDonation', { name: candidateName })
            : t('campaignUrls.item.leadsToCandidate', { name: candidateName })}
        </Description>
      ) : null}
      <Url>{fullUrl}</Url>
      <Footer>
        {/* Visits counted by the landing route; money from donations made after arriving. */}
        <Stats>
          <div>
            <dt>
              {tCount('campaignUrls.item.visits.one', 'campaignUrls.item.visits.other', visits)}
            </dt>
            <dd>{formatNumber(visits)}</dd>
          </div>
          <div>
            <dt>{t('campaignUrls.item.raised')}</dt>
            <dd>{formatDollars(raisedDollars)}</dd>
          </div>
        </Stats>
        <Actions>
          <Button
            $variant="secondary"
            $size="sm"
            onClick={() => void copyUrl(fullUrl)}
            aria-label={t('campaignUrls.item.copyLabel', { title })}
          >
            {t('campaignUrls.copy')}
          </Button>
          <Button
            as="a"
            href={fullUrl}
            target="_blank"
            rel="noopener noreferrer"
            $variant="ghost"
            $size="sm"
            aria-label={t('campaignUrls.item.openLabel', { title })}
          >
            {t('campaignUrls.item.open')}
          </Button>
        </Actions>
      </Footer>
    </Article>
  );
}
