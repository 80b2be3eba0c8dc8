import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { safeReturnTo, useSignInWithLink } from 'shared-api';
import { Button, Card, NarrowPage } from 'shared-ui';
import { FormError } from '../features/login/login-form-layout';
import { serverMessage } from '../features/login/server-message';
import { t } from './messages';

// The router waits for this page's words before it renders the page (app-router.tsx).
export { screenMessages } from './messages';

const Panel = styled(Card)`
  max-width: 440px;
  margin: ${({ theme }) => `${theme.space[10]} auto`};
  padding: ${({ theme }) => theme.space[6]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;

/**
 * /login/link?token=...: the page a one-time sign-in mail links to (docs/roles.md). The member
 * signs in with a button (a POST), so a mail scanner that opens links does not spend the token.
 */
export function SignInLinkScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const signIn = useSignInWithLink();
  return (
    <NarrowPage>
      <Panel>
        <Title>{t('signInLinkPage.title')}</Title>
        <p>{t('signInLinkPage.lead')}</p>
        {signIn.error ? (
          <FormError role="alert">
            {serverMessage(signIn.error)}{' '}
            <Link to="/login">{t('signInLinkPage.backToSignIn')}</Link>
          </FormError>
        ) : null}
        <Button
          type="button"
          $fullWidth
          disabled={signIn.isPending}
          onClick={() =>
            // The link carries no page to return to: the default one (home).
            signIn.mutate(token, {
              onSuccess: () => navigate(safeReturnTo(null), { replace: true }),
            })
          }
        >
          {signIn.isPending ? t('signInLinkPage.submitting') : t('signInLinkPage.submit')}
        </Button>
      </Panel>
    </NarrowPage>
  );
}
