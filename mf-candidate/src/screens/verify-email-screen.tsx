import { Link, useSearchParams } from 'react-router-dom';
import { useVerifyEmail } from 'shared-api';
import { Button, NarrowPage, PageHeader, translateMessage } from 'shared-ui';
import { Panel, Problem, serverMessage, Text } from '../features/member-account/account-form-parts';
import { withMessages } from '../messages';
import { t, withMessages as withProfileMessages } from '../profile-messages';

/**
 * /verify-email?token=...: the page a verification mail links to. The member confirms with a
 * button (a POST), so a mail scanner that opens links does not spend the single-use token.
 */
function VerifyEmailScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail();
  return (
    <NarrowPage>
      <PageHeader title={t('verifyEmail.title')} />
      <Panel>
        {verify.data ? (
          <>
            {/* The server's success sentence is English; its Spanish is in shared-api's table. */}
            <Text role="status">{translateMessage(verify.data.message)}</Text>
            <Text>
              {t('verifyEmail.done')} <Link to="/account">{t('common.accountLink')}</Link>
            </Text>
          </>
        ) : (
          <>
            <Text>{t('verifyEmail.confirm')}</Text>
            {verify.error ? <Problem role="alert">{serverMessage(verify.error)}</Problem> : null}
            <Button type="button" disabled={verify.isPending} onClick={() => verify.mutate(token)}>
              {verify.isPending ? t('verifyEmail.verifying') : t('verifyEmail.submit')}
            </Button>
          </>
        )}
      </Panel>
    </NarrowPage>
  );
}

// Rendered once mf-candidate's messages are in (docs/languages.md).
export default withProfileMessages(withMessages(VerifyEmailScreen));
