import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { LOGOUT_PATH, safeReturnTo, useAuthUser } from 'shared-api';
import { Button, Card, NarrowPage, Spinner } from 'shared-ui';
import { Tabs } from 'shared-ui/forms';
import { LogInForm } from '../features/login/log-in-form';
import { SignUpForm } from '../features/login/sign-up-form';

const Panel = styled(Card)`
  max-width: 440px;
  margin: ${({ theme }) => `${theme.space[10]} auto`};
  padding: ${({ theme }) => theme.space[6]};
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const TabBody = styled.div`
  padding-top: ${({ theme }) => theme.space[4]};
`;

const ForgotLink = styled.p`
  margin: ${({ theme }) => `${theme.space[4]} 0 0`};
  text-align: center;
`;

/**
 * The sign-in page that /api/login leads to (docs/roles.md): log in or create an
 * account, then go back to the page the user came from (`returnTo`, same-site paths only).
 */
export function LoginScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user, isLoading } = useAuthUser();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const done = () => navigate(returnTo, { replace: true });

  if (isLoading) return <Spinner label="Checking your session" />;
  return (
    <NarrowPage>
      <Panel>
        <Title>Sign in to PAID</Title>
        {user ? (
          <>
            <Lead>You are logged in as {user.email}.</Lead>
            <Button $fullWidth onClick={done}>
              Continue
            </Button>
            <p>
              <a href={LOGOUT_PATH}>Log out</a>
            </p>
          </>
        ) : (
          <>
            <Lead>Money talks, every dollar counts.</Lead>
            <Tabs
              label="Sign in or create an account"
              defaultValue="log-in"
              items={[
                {
                  value: 'log-in',
                  label: 'Log In',
                  content: (
                    <TabBody>
                      <LogInForm onDone={done} />
                      {/* A reset link by mail (mf-candidate's /forgot-password). */}
                      <ForgotLink>
                        <Link to="/forgot-password">Forgot password?</Link>
                      </ForgotLink>
                    </TabBody>
                  ),
                },
                {
                  value: 'sign-up',
                  label: 'Create Account',
                  content: (
                    <TabBody>
                      <SignUpForm onDone={done} />
                    </TabBody>
                  ),
                },
              ]}
            />
          </>
        )}
      </Panel>
    </NarrowPage>
  );
}
