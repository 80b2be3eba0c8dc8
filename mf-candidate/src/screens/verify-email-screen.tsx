import { Link, useSearchParams } from 'react-router-dom';
import { useVerifyEmail } from 'shared-api';
import { Button, NarrowPage, PageHeader } from 'shared-ui';
import { Panel, Problem, serverMessage, Text } from '../features/member-account/account-form-parts';
import { withMessages } from '../messages';

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
      <PageHeader title="Verify your email" />
      <Panel>
        {verify.data ? (
          <>
            <Text role="status">{verify.data.message}</Text>
            <Text>
              You can now apply as a candidate and make campaign links.{' '}
              <Link to="/account">Go to your account</Link>
            </Text>
          </>
        ) : (
          <>
            <Text>Confirm that this address is yours to finish setting up your account.</Text>
            {verify.error ? <Problem role="alert">{serverMessage(verify.error)}</Problem> : null}
            <Button type="button" disabled={verify.isPending} onClick={() => verify.mutate(token)}>
              {verify.isPending ? 'Verifying...' : 'Verify my email address'}
            </Button>
          </>
        )}
      </Panel>
    </NarrowPage>
  );
}

// Rendered once mf-candidate's messages are in (docs/languages.md).
export default withMessages(VerifyEmailScreen);
