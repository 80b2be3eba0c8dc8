import type { ReactNode } from 'react';
import styled from 'styled-components';
import { LOGIN_PATH, loginUrl, useAuthUser, type AuthUser, readableError } from 'shared-api';
import { Button, Card, ErrorState, PageContainer, Spinner } from 'shared-ui';
import { t } from '../../messages';

const Panel = styled(Card)`
  max-width: 480px;
  margin: ${({ theme }) => `${theme.space[12]} auto`};
  padding: ${({ theme }) => theme.space[8]};
  text-align: center;
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface Props {
  /** What a visitor is told, e.g. 'You need to log in to access this feature.' */
  message: string;
  /** Label of the login button or link ('Log In' unless given). */
  loginLabel?: string;
  /**
   * The login link names this page as `returnTo` (/api/login?returnTo=...), so the visitor
   * comes back here whatever the browser sends as Referer.
   */
  returnHere?: boolean;
  children: (user: AuthUser) => ReactNode;
}

/**
 * Shows its content only to a logged-in user: a spinner while the session is checked, and
 * 'Authentication Required' with a login link (a browser navigation to /api/login, which
 * brings the user back here) otherwise. The server enforces the same rule on every call.
 */
export function AuthGate({ message, loginLabel, returnHere = false, children }: Props) {
  const { user, isLoading, error } = useAuthUser();
  if (isLoading) return <Spinner label={t('authGate.checking')} />;
  if (error) {
    return (
      <PageContainer>
        <ErrorState
          title={t('authGate.checkFailed')}
          message={readableError(error)}
          error={error}
        />
      </PageContainer>
    );
  }
  if (!user) {
    return (
      <PageContainer>
        <Panel>
          <Title>{t('authGate.title')}</Title>
          <Text>{message}</Text>
          <Button as="a" href={returnHere ? loginUrl() : LOGIN_PATH} $size="lg">
            {loginLabel ?? t('common.logIn')}
          </Button>
        </Panel>
      </PageContainer>
    );
  }
  return <>{children(user)}</>;
}
