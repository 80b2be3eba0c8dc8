import { PageContainer } from 'shared-ui';
import styled from 'styled-components';
import { PostComposer } from '../features/composer/components/post-composer';
import { PostFeed } from '../features/feed/components/post-feed';

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

/** /Shorts: the composer above the shared feed (spec section 2). */
export default function ShortsScreen() {
  return (
    <PageContainer $width="narrow">
      <Stack>
        <Header>
          <Title>Shorts</Title>
          <Lead>Short posts from the PAID community. Money talks, and so do you.</Lead>
        </Header>
        <PostComposer />
        <PostFeed />
      </Stack>
    </PageContainer>
  );
}
