import { Link } from 'react-router-dom';
import { Button } from 'shared-ui';
import styled from 'styled-components';
import { t } from '../../../messages';

const Note = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** The click-in panel: what a visitor or a user without a candidate profile sees. */
export function RegistrationRequired() {
  return (
    <Note>
      <Title>{t('clickIn.registrationTitle')}</Title>
      <p>{t('clickIn.registrationText')}</p>
      <Button as={Link} to="/candidate-registration" $size="sm">
        {t('clickIn.register')}
      </Button>
    </Note>
  );
}
