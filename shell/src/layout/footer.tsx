import { Link } from 'react-router-dom';
import { Cluster } from 'shared-ui';
import styled from 'styled-components';
import { t } from '../messages';
import { LanguageSwitch } from './language-switch';

const Bar = styled.footer`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

// The same column as the pages' content (shared-ui's PageContainer, 1200 px), so the footer's
// text lines up with it instead of sitting at the window's edges.
const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[6]}`};

  ${({ theme }) => theme.media.phone} {
    padding: ${({ theme }) => `${theme.space[6]} ${theme.space[3]}`};
  }
`;

const HowItWorks = styled(Link)`
  color: ${({ theme }) => theme.colors.primaryText};
`;

const Brand = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Links = styled(Cluster).attrs({ as: 'ul', $gap: 4, $align: 'stretch', $wrap: false })`
  margin: 0;
  padding: 0;
  list-style: none;
`;

// These three are placeholders without targets; they render as plain text
// rather than links that lead nowhere.
const PLACEHOLDER_LINKS = ['footer.privacy', 'footer.terms', 'footer.cookies'] as const;

export function Footer() {
  return (
    <Bar>
      <Inner>
        <div>
          <Brand>{t('footer.brand')}</Brand>
          <p>{t('footer.rights')}</p>
        </div>
        <Links aria-label={t('footer.legal')}>
          {/* The how-it-works page was linked from nowhere but the intro's button. */}
          <li>
            <HowItWorks to="/learn-more">{t('footer.howItWorks')}</HowItWorks>
          </li>
          {PLACEHOLDER_LINKS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
          <li>
            <LanguageSwitch placement="footer" />
          </li>
        </Links>
      </Inner>
    </Bar>
  );
}
