import { useResendVerification, type AuthUser } from 'shared-api';
import { Badge, Button, translateMessage } from 'shared-ui';
import { t } from '../../profile-messages';
import { Panel, PanelTitle, Problem, serverMessage, Text } from './account-form-parts';

/** The address and whether it is verified; an unverified one can have its link sent again. */
export function EmailVerificationPanel({ user }: { user: AuthUser }) {
  const resend = useResendVerification();
  return (
    <Panel as="section" aria-labelledby="email-title">
      <PanelTitle id="email-title">{t('emailPanel.title')}</PanelTitle>
      <Text>
        {user.email}{' '}
        {user.emailVerified ? (
          <Badge $tone="green">{t('emailPanel.verified')}</Badge>
        ) : (
          <Badge $tone="yellow">{t('emailPanel.notVerified')}</Badge>
        )}
      </Text>
      {user.emailVerified ? null : (
        <>
          <Text>{t('emailPanel.unverified')}</Text>
          {/* The server's success sentence is English; its Spanish is in shared-api's table. */}
          {resend.data ? <Text role="status">{translateMessage(resend.data.message)}</Text> : null}
          {resend.error ? <Problem role="alert">{serverMessage(resend.error)}</Problem> : null}
          <Button type="button" disabled={resend.isPending} onClick={() => resend.mutate()}>
            {resend.isPending ? t('emailPanel.sending') : t('emailPanel.resend')}
          </Button>
        </>
      )}
    </Panel>
  );
}
