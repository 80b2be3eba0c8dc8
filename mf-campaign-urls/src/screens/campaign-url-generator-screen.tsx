import { PageContainer } from 'shared-ui';
import styled from 'styled-components';
import { CampaignUrlGenerator } from '../features/campaign-urls/components/campaign-url-generator';
import { CampaignUrlList } from '../features/campaign-urls/components/campaign-url-list';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[8]};
`;

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.black};
`;

const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** /campaign-url-generator: the generator above the user's own URLs (spec section 2). */
export default function CampaignUrlGeneratorScreen() {
  return (
    <PageContainer $width="narrow">
      <Stack>
        <Header>
          <Title>Campaign URL Generator</Title>
          <Lead>
            Make a short link for every part of your campaign. Each one counts its visits and the
            money raised through it.
          </Lead>
        </Header>
        <CampaignUrlGenerator />
        <CampaignUrlList />
      </Stack>
    </PageContainer>
  );
}
