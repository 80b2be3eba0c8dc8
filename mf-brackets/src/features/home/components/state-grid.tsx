import type { CompetitionSummary, UsState } from 'shared-api';
import styled from 'styled-components';
import { StateTile } from './state-tile';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10.5rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.phone} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[2]};
  }
`;

export interface StateGridProps {
  states: readonly UsState[];
  summary: CompetitionSummary | undefined;
}

export function StateGrid({ states, summary }: StateGridProps) {
  return (
    <Grid>
      {states.map((state) => (
        <li key={state.code}>
          <StateTile state={state} competition={summary?.[state.code]} />
        </li>
      ))}
    </Grid>
  );
}
