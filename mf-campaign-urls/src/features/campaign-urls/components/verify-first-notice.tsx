import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAuthUser } from 'shared-api';
import { t } from '../../../messages';

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow-wrap: anywhere;
`;

/**
 * Above the generator while the member's address is unverified (docs/mail.md): the server makes
 * no campaign link until then, so say so first, and how to verify.
 */
export function VerifyFirstNotice() {
  const { user } = useAuthUser();
  if (!user || user.emailVerified) return null;
  return (
    <Notice role="note">
      {t('campaignUrls.verifyFirst.text', { email: user.email })}{' '}
      <Link to="/account">{t('campaignUrls.verifyFirst.accountLink')}</Link>.
    </Notice>
  );
}
