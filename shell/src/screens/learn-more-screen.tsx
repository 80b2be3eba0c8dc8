import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Cluster, PageContainer } from 'shared-ui';
import { t } from './messages';

// The router waits for this page's words before it renders the page (app-router.tsx).
export { screenMessages } from './messages';

const Title = styled.h1`
  margin: ${({ theme }) => `${theme.space[8]} 0 ${theme.space[2]}`};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes['4xl']};
  font-weight: ${({ theme }) => theme.fontWeights.black};
`;

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[8]};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li`
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
`;

const StepTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.black};
`;

const Actions = styled(Cluster).attrs({ $gap: 4, $align: 'stretch', $justify: 'center' })`
  margin: ${({ theme }) => `${theme.space[8]} 0`};
`;

const STEPS = [
  { title: 'learnMorePage.donateTitle', text: 'learnMorePage.donateText' },
  { title: 'learnMorePage.competeTitle', text: 'learnMorePage.competeText' },
  { title: 'learnMorePage.winTitle', text: 'learnMorePage.winText' },
] as const;

/** How it works (`/learn-more`): DONATE, COMPETE, WIN, with START NOW and Back to `/`. */
export function LearnMoreScreen() {
  const navigate = useNavigate();
  return (
    <PageContainer>
      <Title>{t('learnMorePage.title')}</Title>
      <Lead>{t('brand.slogan')}</Lead>
      <Steps>
        {STEPS.map((step) => (
          <Step key={step.title}>
            <StepTitle>{t(step.title)}</StepTitle>
            <p>{t(step.text)}</p>
          </Step>
        ))}
      </Steps>
      <Actions>
        <Button $size="lg" onClick={() => navigate('/')}>
          {t('learnMorePage.startNow')}
        </Button>
        <Button $size="lg" $variant="secondary" onClick={() => navigate('/')}>
          {t('learnMorePage.back')}
        </Button>
      </Actions>
    </PageContainer>
  );
}
