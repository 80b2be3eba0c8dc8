import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Card, PageContainer } from 'shared-ui';
import { t } from './messages';

// The router waits for this page's words before it renders the page (app-router.tsx).
export { screenMessages } from './messages';

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    color: ${({ theme }) => theme.colors.goldText};
    word-break: break-all;
  }
`;

const HomeLink = styled(Link)`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** Where the routes are: a file name, the same in every language. */
const ROUTE_TABLE_FILE = 'shell/src/routes/route-table.ts';

/** Any path outside the route table: 'Page Not Found' with a developer-style hint and a way home. */
export function NotFoundScreen() {
  const { pathname } = useLocation();
  return (
    <PageContainer>
      <Card style={{ margin: '3rem auto', maxWidth: 560, padding: '1.5rem' }}>
        <Title>{t('notFoundPage.title')}</Title>
        <Hint>
          {t('notFoundPage.noRoute')} <code>{pathname}</code>.
        </Hint>
        <Hint>
          {t('notFoundPage.forgotRoute')} <code>{ROUTE_TABLE_FILE}</code>.
        </Hint>
        <HomeLink to="/home">{t('notFoundPage.home')}</HomeLink>
      </Card>
    </PageContainer>
  );
}
