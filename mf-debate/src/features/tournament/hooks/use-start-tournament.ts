import { useEffect, useRef } from 'react';
import {
  isUnauthorizedError,
  redirectToLogin,
  useCreateTournament,
  type StateCode,
  readableError,
} from 'shared-api';
import { newTournamentPayload } from '../tournament-payload';
import { useLoggedFailure } from './use-logged-failure';

/**
 * 'Start Tournament': creates the state's upcoming tournament; on success the page's data is
 * reloaded (the hook invalidates it). Creating needs an account (the server answers 401),
 * so a visitor is sent to log in and comes back here. A 409 (the state's tournament exists
 * already) reads the tournament's state again (useCreateTournament), and says the server's reason.
 */
export function useStartTournament(stateCode: StateCode, stateName: string) {
  const create = useCreateTournament();
  const cancelRedirect = useRef<(() => void) | null>(null);
  useLoggedFailure('Tournament creation', create.error);

  useEffect(() => () => cancelRedirect.current?.(), []);

  const start = () => {
    create.mutate(newTournamentPayload(stateCode, stateName, new Date()), {
      onError: (error) => {
        if (isUnauthorizedError(error)) cancelRedirect.current = redirectToLogin();
      },
    });
  };

  const { error } = create;
  return {
    start,
    isPending: create.isPending,
    created: create.data,
    needsLogin: error !== null && isUnauthorizedError(error),
    /** The server's own words ('A tournament is already running for this area'), if any. */
    problem: error === null ? null : readableError(error),
  };
}
