import type { CompetitionSummary, UsState } from 'shared-api';
import { GridList } from 'shared-ui';
import styled from 'styled-components';
import { t } from '../../../messages';
import { StateTile } from './state-tile';

// Tighter on phones, where two tiles share the width.
const Grid = styled(GridList)`
  ${({ theme }) => theme.media.phone} {
    gap: ${({ theme }) => theme.space[2]};
  }
`;

/** The grid's id: the map's skip link leads the keyboard here, past its 50 links. */
export const STATE_TILES_ID = 'state-tiles';

export interface StateGridProps {
  states: readonly UsState[];
  summary: CompetitionSummary | undefined;
}

export function StateGrid({ states, summary }: StateGridProps) {
  return (
    <Grid
      id={STATE_TILES_ID}
      tabIndex={-1}
      aria-label={t('tiles.label')}
      $minColumnWidth="10.5rem"
      $gap={3}
      $phoneColumns={2}
    >
      {states.map((state) => (
        <li key={state.code}>
          <StateTile state={state} competition={summary?.[state.code]} />
        </li>
      ))}
    </Grid>
  );
}
