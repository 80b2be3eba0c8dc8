import styled from 'styled-components';
import type { PaidTheme } from './theme/theme';

type SpaceStep = keyof PaidTheme['space'];

/**
 * Content centred in a column: the box of the load states (EmptyState, ErrorState,
 * LoadingState) and of what sits under a list. `$padding` is [block, inline] space steps.
 */
export const CenteredPanel = styled.div<{ $padding: readonly [SpaceStep, SpaceStep] }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme, $padding: [block, inline] }) =>
    `${theme.space[block]} ${theme.space[inline]}`};
  text-align: center;
`;
