import { Stack } from 'shared-ui';
import styled from 'styled-components';

/** A titled part of the AI panel (h4 under the panel's h3). */
export const PanelSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.05em;
  }
`;

export const PlainList = styled(Stack).attrs({ as: 'ul', $gap: 2 })`
  margin: 0;
  padding: 0;
  list-style: none;
`;
