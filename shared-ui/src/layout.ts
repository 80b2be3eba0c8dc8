import type { CSSProperties } from 'react';
import styled from 'styled-components';
import type { PaidTheme } from './theme/theme';

// Layout primitives: the flex and grid arrangements screens repeat, with the theme's spacing.
// They know nothing of the domain (no "toolbar", no "card"): a component that needs more
// (a border, padding) extends one with styled(Stack) and adds only that.

type SpaceStep = keyof PaidTheme['space'];

export interface StackProps {
  /** Space between the children, a step of theme.space (default 4). */
  $gap?: SpaceStep;
  /** Cross-axis alignment (default stretch: children take the full width). */
  $align?: CSSProperties['alignItems'];
}

/** Children one under the other. */
export const Stack = styled.div<StackProps>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $align = 'stretch' }) => $align};
  gap: ${({ theme, $gap = 4 }) => theme.space[$gap]};
`;

export interface ClusterProps {
  /** Space between the children, a step of theme.space (default 2). */
  $gap?: SpaceStep;
  /** Cross-axis alignment (default center). */
  $align?: CSSProperties['alignItems'];
  /** Main-axis distribution (default flex-start). */
  $justify?: CSSProperties['justifyContent'];
  /** Children move to a new line when the row is full (default true). */
  $wrap?: boolean;
}

/** Children side by side, wrapping onto new lines when the row is full. */
export const Cluster = styled.div<ClusterProps>`
  display: flex;
  flex-wrap: ${({ $wrap = true }) => ($wrap ? 'wrap' : 'nowrap')};
  align-items: ${({ $align = 'center' }) => $align};
  justify-content: ${({ $justify = 'flex-start' }) => $justify};
  gap: ${({ theme, $gap = 2 }) => theme.space[$gap]};
`;

export interface GridProps {
  /** The narrowest a column may be: the row holds as many columns as fit. */
  $minColumnWidth: string;
  $gap: SpaceStep;
  /**
   * Columns on phones (default 1). The count is fixed there and the columns may shrink, so
   * the minimum width never makes the grid wider than the screen.
   */
  $phoneColumns?: number;
}

/** Equal columns, as many as fit. */
export const Grid = styled.div<GridProps>`
  display: grid;
  grid-template-columns: repeat(
    auto-fill,
    minmax(${({ $minColumnWidth }) => $minColumnWidth}, 1fr)
  );
  gap: ${({ theme, $gap }) => theme.space[$gap]};

  ${({ theme }) => theme.media.phone} {
    grid-template-columns: repeat(${({ $phoneColumns = 1 }) => $phoneColumns}, minmax(0, 1fr));
  }
`;
