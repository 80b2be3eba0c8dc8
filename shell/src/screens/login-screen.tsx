import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { LOGOUT_PATH, safeReturnTo, useAuthUser } from 'shared-api';
import { Button, Card, NarrowPage, Spinner } from 'shared-ui';
import { Tabs } from 'shared-ui/forms';
import { LogInForm } from '../features/login/log-in-form';
import { SignUpForm } from '../features/login/sign-up-form';
import { t } from './messages';

// The router waits for this page's words before it renders the page (app-router.tsx).
export { screenMessages } from './messages';

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

  if (isLoading) return <Spinner label={t('loginPage.checkingSession')} />;
  return (
    <NarrowPage>
      <Panel>
        <Title>{t('loginPage.title')}</Title>
        {user ? (
          <>
            <Lead>{t('loginPage.loggedInAs', { email: user.email })}</Lead>
            <Button $fullWidth onClick={done}>
              {t('loginPage.continue')}
            </Button>
            <p>
              <a href={LOGOUT_PATH}>{t('loginPage.logOut')}</a>
            </p>
          </>
        ) : (
          <>
            <Lead>{t('brand.slogan')}</Lead>
            <Tabs
              label={t('loginPage.tabsLabel')}
              defaultValue="log-in"
              items={[
                {
                  value: 'log-in',
                  label: t('loginPage.logInTab'),
                  content: (
                    <TabBody>
                      <LogInForm onDone={done} />
                      {/* A reset link by mail (mf-candidate's /forgot-password). */}
                      <ForgotLink>
                        <Link to="/forgot-password">{t('loginPage.forgotPassword')}</Link>
                      </ForgotLink>
                    </TabBody>
                  ),
                },
                {
                  value: 'sign-up',
                  label: t('loginPage.createAccountTab'),
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
