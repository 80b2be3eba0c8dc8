import styled from 'styled-components';

export interface CardStyleProps {
  /** Gold edge and glow for the winner or prize card. */
  $highlight?: boolean;
}

export const Card = styled.div<CardStyleProps>`
  min-width: 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid
    ${({ theme, $highlight }) => ($highlight ? theme.colors.gold : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme, $highlight }) => ($highlight ? theme.shadows.glowGold : theme.shadows.md)};
  overflow: hidden;
`;

export const CardHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[5]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.phone} {
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  }
`;

/** An h3 by default; pass `as="h2"` (etc.) to fit the page's heading outline. */
export const CardTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
`;

export const CardBody = styled.div`
  padding: ${({ theme }) => theme.space[5]};

  ${({ theme }) => theme.media.phone} {
    padding: ${({ theme }) => theme.space[4]};
  }
`;
