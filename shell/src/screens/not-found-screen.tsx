import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Card, PageContainer } from 'shared-ui';

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

/** Any path outside the route table: 'Page Not Found' with a developer-style hint and a way home. */
export function NotFoundScreen() {
  const { pathname } = useLocation();
  return (
    <PageContainer>
      <Card style={{ margin: '3rem auto', maxWidth: 560, padding: '1.5rem' }}>
        <Title>404 Page Not Found</Title>
        <Hint>
          No route matches <code>{pathname}</code>.
        </Hint>
        <Hint>
          Did you forget to add the page to the router? Routes live in{' '}
          <code>shell/src/routes/route-table.ts</code>.
        </Hint>
        <HomeLink to="/home">Go to the home page</HomeLink>
      </Card>
    </PageContainer>
  );
}
