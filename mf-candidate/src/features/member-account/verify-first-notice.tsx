import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AuthUser } from 'shared-api';
import { t } from '../../profile-messages';

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow-wrap: anywhere;
`;

/**
 * Above an application form while the address is unverified (docs/mail.md): the server refuses
 * the application until then, so say so first, and how to verify.
 */
export function VerifyFirstNotice({ user }: { user: AuthUser }) {
  if (user.emailVerified) return null;
  return (
    <Notice role="note">
      {t('verifyFirst.before', { email: user.email })}{' '}
      <Link to="/account">{t('verifyFirst.link')}</Link>
      {t('verifyFirst.after')}
    </Notice>
  );
}
