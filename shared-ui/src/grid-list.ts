import styled from 'styled-components';
import type { PaidTheme } from './theme/theme';

type SpaceStep = keyof PaidTheme['space'];

export interface GridListStyleProps {
  /** The narrowest a column may be: the row holds as many columns as fit. */
  $minColumnWidth: string;
  $gap: SpaceStep;
  /**
   * Columns on phones (default 1). The count is fixed there and the columns may shrink, so
   * the minimum width never makes the list wider than the screen.
   */
  $phoneColumns?: number;
}

/** A list laid out as a grid of equal columns (items are `li`), without list bullets. */
export const GridList = styled.ul<GridListStyleProps>`
  display: grid;
  grid-template-columns: repeat(
    auto-fill,
    minmax(${({ $minColumnWidth }) => $minColumnWidth}, 1fr)
  );
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.phone} {
    grid-template-columns: repeat(${({ $phoneColumns = 1 }) => $phoneColumns}, minmax(0, 1fr));
  }
`;
