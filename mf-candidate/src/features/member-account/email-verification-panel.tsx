import { useResendVerification, type AuthUser } from 'shared-api';
import { Badge, Button } from 'shared-ui';
import { Panel, PanelTitle, Problem, serverMessage, Text } from './account-form-parts';

/** The address and whether it is verified; an unverified one can have its link sent again. */
export function EmailVerificationPanel({ user }: { user: AuthUser }) {
  const resend = useResendVerification();
  return (
    <Panel as="section" aria-labelledby="email-title">
      <PanelTitle id="email-title">Email address</PanelTitle>
      <Text>
        {user.email}{' '}
        {user.emailVerified ? (
          <Badge $tone="green">Verified</Badge>
        ) : (
          <Badge $tone="yellow">Not verified</Badge>
        )}
      </Text>
      {user.emailVerified ? null : (
        <>
          <Text>
            Open the link we mailed to this address to verify it. Until then you can browse, give
            and chat, but not apply as a candidate or make campaign links.
          </Text>
          {resend.data ? <Text role="status">{resend.data.message}</Text> : null}
          {resend.error ? <Problem role="alert">{serverMessage(resend.error)}</Problem> : null}
          <Button type="button" disabled={resend.isPending} onClick={() => resend.mutate()}>
            {resend.isPending ? 'Sending...' : 'Send the verification link again'}
          </Button>
        </>
      )}
    </Panel>
  );
}
