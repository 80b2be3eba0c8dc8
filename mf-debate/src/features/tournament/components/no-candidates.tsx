import { Link } from 'react-router-dom';
import { usePlaceTournament, type PlaceTournament, type StateCode } from 'shared-api';
import { Button, Cluster, EmptyState } from 'shared-ui';
import styled from 'styled-components';
import { useStartTournament } from '../hooks/use-start-tournament';

// A span: it is the empty state's text, which is a paragraph already.
const Status = styled.span`
  color: ${({ theme }) => theme.colors.primaryText};
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.dangerText};
`;

const startDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** The state's open tournament (upcoming or active), if it has one. */
function openTournament(place: PlaceTournament | undefined) {
  return place?.status === 'upcoming' || place?.status === 'active' ? place : undefined;
}

export interface NoCandidatesProps {
  stateCode: StateCode;
  stateName: string;
}

/**
 * Zero candidates: 'No Candidates Yet' and 'Start Tournament'. Once the state has a tournament
 * (started here, or elsewhere meanwhile) the button gives way to that tournament: when it
 * starts, its bracket and the way to register for it. The button waits for the tournament's
 * state, so nobody presses it for a tournament that exists already.
 */
export function NoCandidates({ stateCode, stateName }: NoCandidatesProps) {
  const tournament = useStartTournament(stateCode, stateName);
  const place = usePlaceTournament('state', stateCode);
  const open = openTournament(place.data);
  let problem = null;
  if (tournament.needsLogin) {
    problem = <Problem role="alert">Please log in to start a tournament. Redirecting...</Problem>;
  } else if (tournament.problem) {
    problem = <Problem role="alert">{tournament.problem}</Problem>;
  }

  if (open) {
    return (
      <EmptyState
        title="No Candidates Yet"
        headingLevel={3}
        text={
          <Status role="status">
            {open.status === 'upcoming'
              ? `The ${stateName} tournament is scheduled to start on ${startDay(open.startDate)}.`
              : `The ${stateName} tournament is under way.`}
          </Status>
        }
        action={
          <>
            <Cluster $gap={2} $justify="center">
              <Button as={Link} to={`/PaidState/${stateCode}`}>
                See the bracket
              </Button>
              <Button as={Link} to="/register" $variant="secondary">
                Register as a candidate
              </Button>
            </Cluster>
            {problem}
          </>
        }
      />
    );
  }
  return (
    <EmptyState
      title="No Candidates Yet"
      headingLevel={3}
      text={`Nobody has registered for the ${stateName} tournament yet. Start it now and the top fundraisers will be seeded when it begins.`}
      action={
        <>
          <Button
            onClick={tournament.start}
            disabled={tournament.isPending || place.isPending || tournament.created !== undefined}
          >
            Start Tournament
          </Button>
          {problem}
        </>
      }
    />
  );
}
