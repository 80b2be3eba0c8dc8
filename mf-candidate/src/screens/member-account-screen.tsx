import styled from 'styled-components';
import { NarrowPage, PageHeader } from 'shared-ui';
import { AuthGate } from '../features/auth-gate/auth-gate';
import { ChangePasswordForm } from '../features/member-account/change-password-form';
import { EmailVerificationPanel } from '../features/member-account/email-verification-panel';
import { SessionsPanel } from '../features/member-account/sessions-panel';
import { withMessages } from '../messages';
import { t, withMessages as withProfileMessages } from '../profile-messages';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

/** /account: any member's own account (docs/mail.md): address, password, sessions. */
function MemberAccountScreen() {
  return (
    <AuthGate message={t('memberAccount.logIn')} returnHere>
      {(user) => (
        <NarrowPage>
          <PageHeader title={t('memberAccount.title')} lead={t('memberAccount.lead')} />
          <Column>
            <EmailVerificationPanel user={user} />
            <ChangePasswordForm />
            <SessionsPanel />
          </Column>
        </NarrowPage>
      )}
    </AuthGate>
  );
}

// Rendered once mf-candidate's messages are in (docs/languages.md).
export default withProfileMessages(withMessages(MemberAccountScreen));
