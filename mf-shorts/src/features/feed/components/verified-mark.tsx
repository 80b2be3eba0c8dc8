import { BadgeCheck } from 'lucide';
import { Icon, VisuallyHidden } from 'shared-ui';
import styled from 'styled-components';
import { t } from '../../../messages';

const Mark = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0 ${({ theme }) => theme.space[1]};
  border: 1px solid ${({ theme }) => theme.colors.gold};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.goldText};
`;

/**
 * Beside an author's name: the account owns an activated candidate profile (the server's
 * `user.verified`, docs/roles.md). Read as 'Verified candidate'.
 */
export function VerifiedMark() {
  return (
    <Mark title={t('verified.title')}>
      <Icon icon={BadgeCheck} size={12} />
      {t('verified.mark')}
      <VisuallyHidden> {t('verified.candidate')}</VisuallyHidden>
    </Mark>
  );
}
