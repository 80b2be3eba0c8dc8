import styled from 'styled-components';
import { Card } from 'shared-ui';

// The card of one gift or monthly plan in My donations: the facts beside the actions (under
// them on phones), the amount large.

export const ListedCard = styled(Card).attrs({ as: 'article' })`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  padding: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Amount = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
