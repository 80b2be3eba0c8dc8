import styled from 'styled-components';
import { Grid, type GridProps } from './layout';

export type GridListStyleProps = GridProps;

/** A list laid out as a Grid (items are `li`), without list bullets. */
export const GridList = styled(Grid).attrs({ as: 'ul' })`
  margin: 0;
  padding: 0;
  list-style: none;
`;
