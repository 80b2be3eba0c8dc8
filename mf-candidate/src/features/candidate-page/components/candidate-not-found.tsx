import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, PageContainer } from 'shared-ui';
import { t } from '../../../messages';

const Panel = styled(Card)`
  max-width: 480px;
  margin: ${({ theme }) => `${theme.space[12]} auto`};
  padding: ${({ theme }) => theme.space[8]};
  text-align: center;

  ${({ theme }) => theme.media.phone} {
    margin-top: ${({ theme }) => theme.space[6]};
    padding: ${({ theme }) => theme.space[6]};
  }
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** An absent candidate (404) or a path whose id is not a number. */
export function CandidateNotFound() {
  return (
    <PageContainer>
      <Panel>
        <Title>{t('candidateNotFound.title')}</Title>
        <Text>{t('candidateNotFound.text')}</Text>
        <Button as={Link} to="/home">
          {t('candidateNotFound.home')}
        </Button>
      </Panel>
    </PageContainer>
  );
}
