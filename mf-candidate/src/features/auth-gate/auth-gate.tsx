import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import { LOGIN_PATH, redirectToLogin, useAuthUser, type AuthUser } from 'shared-api';
import { Button, Card, ErrorState, notify, PageContainer, Spinner } from 'shared-ui';

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
  /** Label of the login button or link. */
  loginLabel?: string;
  /**
   * Send a visitor to log in at once (and back here afterwards) instead of waiting for a
   * click: the spec's 'Authentication Required' toast, then the login page a second later.
   */
  redirectVisitor?: boolean;
  children: (user: AuthUser) => ReactNode;
}

/**
 * Spec section 8, gated feature, unauthenticated: the toast, then the browser goes to
 * /api/login?returnTo=<this page> (dropped if the visitor leaves first).
 */
function VisitorLoginRedirect() {
  useEffect(() => {
    notify({
      title: 'Authentication Required',
      description: 'Please log in to access this feature.',
      variant: 'destructive',
    });
    return redirectToLogin();
  }, []);
  return null;
}

/**
 * Shows its content only to a logged-in user: a spinner while the session is checked, and
 * 'Authentication Required' with a login link (a browser navigation to /api/login, which
 * brings the user back here) otherwise. The server enforces the same rule on every call.
 */
export function AuthGate({
  message,
  loginLabel = 'Log In',
  redirectVisitor = false,
  children,
}: Props) {
  const { user, isLoading, error } = useAuthUser();
  if (isLoading) return <Spinner label="Checking your session" />;
  if (error) {
    return (
      <PageContainer>
        <ErrorState title="Could not check your session" message={error.message} />
      </PageContainer>
    );
  }
  if (!user) {
    return (
      <PageContainer>
        {redirectVisitor ? <VisitorLoginRedirect /> : null}
        <Panel>
          <Title>Authentication Required</Title>
          <Text>{message}</Text>
          <Button as="a" href={LOGIN_PATH} $size="lg">
            {loginLabel}
          </Button>
        </Panel>
      </PageContainer>
    );
  }
  return <>{children(user)}</>;
}
