import styled from 'styled-components';
import { t } from '../../../messages';

const Banner = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  background:
    radial-gradient(
      circle at 50% 0%,
      color-mix(in srgb, ${({ theme }) => theme.colors.primary} 22%, transparent),
      transparent 70%
    ),
    ${({ theme }) => theme.colors.surface};
  text-align: center;

  ${({ theme }) => theme.media.phone} {
    padding: ${({ theme }) => `${theme.space[6]} ${theme.space[3]}`};
  }
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['5xl']};
  font-weight: ${({ theme }) => theme.fontWeights.black};
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.colors.primaryText};

  ${({ theme }) => theme.media.phone} {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`;

const Tagline = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.goldText};
`;

/**
 * The /home banner, 'MONEY TALKS / Where Every Dollar Counts', and the page's h1; the page's
 * first paint (../../../first-paint.ts) copies the same words from the English catalogue.
 */
export function MoneyTalksBanner() {
  return (
    <Banner>
      <Title>{t('home.title')}</Title>
      <Tagline>{t('home.tagline')}</Tagline>
    </Banner>
  );
}
