import { ArrowLeft } from 'lucide';
import { Link } from 'react-router-dom';
import { Icon } from 'shared-ui';
import styled from 'styled-components';
import { t } from '../../../messages';

const BackLink = styled(Link)`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** 'Back to Shorts' above the title of a Shorts page other than the feed. */
export function BackToShortsLink() {
  return (
    <BackLink to="/Shorts">
      <Icon icon={ArrowLeft} size={16} />
      {t('shorts.backToShorts')}
    </BackLink>
  );
}
