import type { StateCode } from 'shared-api';
import { Button, EmptyState } from 'shared-ui';
import styled from 'styled-components';
import { useStartTournament } from '../hooks/use-start-tournament';

const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.primaryText};
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.dangerText};
`;

const startDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

export interface NoCandidatesProps {
  stateCode: StateCode;
  stateName: string;
}

/** Zero candidates: 'No Candidates Yet' and 'Start Tournament'. */
export function NoCandidates({ stateCode, stateName }: NoCandidatesProps) {
  const tournament = useStartTournament(stateCode, stateName);
  let outcome = null;
  if (tournament.created) {
    outcome = (
      <Status role="status">
        The {stateName} tournament is scheduled to start on {startDay(tournament.created.startDate)}
        .
      </Status>
    );
  } else if (tournament.needsLogin) {
    outcome = <Problem role="alert">Please log in to start a tournament. Redirecting...</Problem>;
  } else if (tournament.problem) {
    outcome = <Problem role="alert">{tournament.problem}</Problem>;
  }
  return (
    <EmptyState
      title="No Candidates Yet"
      headingLevel={3}
      text={`Nobody has registered for the ${stateName} tournament yet. Start it now and the top fundraisers will be seeded when it begins.`}
      action={
        <>
          <Button onClick={tournament.start} disabled={tournament.isPending}>
            Start Tournament
          </Button>
          {outcome}
        </>
      }
    />
  );
}
