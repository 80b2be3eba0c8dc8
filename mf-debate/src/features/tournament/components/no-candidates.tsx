import { Link } from 'react-router-dom';
import { usePlaceTournament, type PlaceTournament, type StateCode } from 'shared-api';
import { Button, Cluster, EmptyState, lazyDateFormat } from 'shared-ui';
import styled from 'styled-components';
import { t } from '../../../messages';
import { useStartTournament } from '../hooks/use-start-tournament';

// A span: it is the empty state's text, which is a paragraph already.
const Status = styled.span`
  color: ${({ theme }) => theme.colors.primaryText};
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.dangerText};
`;

// 'March 8, 2026' (en), '8 de marzo de 2026' (es).
const longDay = lazyDateFormat({ month: 'long', day: 'numeric', year: 'numeric' });
const startDay = (iso: string) => longDay(new Date(iso));

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
    problem = <Problem role="alert">{t('noCandidates.logIn')}</Problem>;
  } else if (tournament.problem) {
    problem = <Problem role="alert">{tournament.problem}</Problem>;
  }

  if (open) {
    return (
      <EmptyState
        title={t('noCandidates.title')}
        headingLevel={3}
        text={
          <Status role="status">
            {open.status === 'upcoming'
              ? t('noCandidates.scheduled', { state: stateName, date: startDay(open.startDate) })
              : t('noCandidates.underWay', { state: stateName })}
          </Status>
        }
        action={
          <>
            <Cluster $gap={2} $justify="center">
              <Button as={Link} to={`/PaidState/${stateCode}`}>
                {t('noCandidates.seeBracket')}
              </Button>
              <Button as={Link} to="/register" $variant="secondary">
                {t('noCandidates.register')}
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
      title={t('noCandidates.title')}
      headingLevel={3}
      text={t('noCandidates.nobody', { state: stateName })}
      action={
        <>
          <Button
            onClick={tournament.start}
            disabled={tournament.isPending || place.isPending || tournament.created !== undefined}
          >
            {t('noCandidates.start')}
          </Button>
          {problem}
        </>
      }
    />
  );
}
