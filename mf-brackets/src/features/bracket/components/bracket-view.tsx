import { useBrackets, usePlaceTournament, type GeographicLevel, readableError } from 'shared-api';
import { ErrorState, LoadingState } from 'shared-ui';
import styled from 'styled-components';
import { bracketSize, finalWinner, layOutBracket, roundCount } from '../bracket-layout';
import { slotsOpen } from '../bracket-status';
import { BracketStatusLine } from './bracket-status-line';
import { BracketRound, ROUND_GAP } from './bracket-round';
import { PaidCandidateCard } from './paid-candidate-card';
import { SectionMeta, TitledSection } from '../../../components/titled-section';
import { t, tCount } from '../../../place-messages';

// Wide brackets scroll sideways inside this box, never the page; phones stack the rounds.
// The gap between rounds is where the connector lines run (bracket-round.tsx).
const Rounds = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[ROUND_GAP]};
  min-width: 0;
  max-width: 100%;
  overflow-x: auto;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.phone} {
    flex-direction: column;
    gap: ${({ theme }) => theme.space[5]};
    overflow-x: visible;
    padding: ${({ theme }) => theme.space[3]};
  }
`;

// While the bracket loads, its empty frame holds the bracket's final size (hidden from
// everyone, pointer and keyboard included) under the spinner, so the sections below do not
// jump when it arrives (Lighthouse measured a 0.29 layout shift on /PaidState/CA without it).
const Pending = styled.div`
  position: relative;
`;

const PendingFrame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  visibility: hidden;
`;

const PendingSpinner = styled(LoadingState)`
  position: absolute;
  inset: 0;
`;

// Each level's words: its title, the rounds' group name, and what is said for a code of another
// level.
const LEVEL_WORDS = {
  state: {
    title: 'bracket.state.title',
    rounds: 'bracket.state.rounds',
    none: 'bracket.state.none',
  },
  county: {
    title: 'bracket.county.title',
    rounds: 'bracket.county.rounds',
    none: 'bracket.county.none',
  },
  city: { title: 'bracket.city.title', rounds: 'bracket.city.rounds', none: 'bracket.city.none' },
} as const satisfies Record<GeographicLevel, unknown>;

export interface BracketViewProps {
  level: GeographicLevel;
  /** The full code of the level: 'CA', '06037' or '0644000'. */
  code: string;
}

/**
 * A geography's knockout bracket: 8, 4 or 2 slots by level, with every round laid out, under
 * the line that says where its tournament stands (bracket-status.ts).
 */
export function BracketView({ level, code }: BracketViewProps) {
  const brackets = useBrackets(level, code);
  const tournament = usePlaceTournament(level, code);
  const size = bracketSize(level);
  const words = LEVEL_WORDS[level];
  const title = t(words.title);
  const open = tournament.data ? slotsOpen(tournament.data) : undefined;

  let body;
  if (brackets.data) {
    const winner = finalWinner(brackets.data, size);
    body = (
      <>
        <BracketStatusLine
          tournament={tournament.data}
          size={size}
          onRetry={tournament.isError ? () => void tournament.refetch() : undefined}
        />
        {/* Focusable so keyboard users can scroll a bracket wider than the screen. */}
        <Rounds role="group" aria-label={t(words.rounds)} tabIndex={0}>
          {layOutBracket(brackets.data, size).map((round) => (
            <BracketRound
              key={round.round}
              round={round}
              roundCount={roundCount(size)}
              slotsOpen={open}
            />
          ))}
        </Rounds>
        {winner ? <PaidCandidateCard winner={winner} /> : null}
      </>
    );
  } else if (brackets.isError) {
    body = (
      <ErrorState
        title={t('bracket.failed')}
        message={readableError(brackets.error)}
        error={brackets.error}
        onRetry={() => void brackets.refetch()}
      />
    );
  } else if (brackets.isLoading) {
    body = (
      <Pending>
        <PendingFrame aria-hidden="true" inert>
          <BracketStatusLine tournament={undefined} size={size} />
          <Rounds>
            {layOutBracket([], size).map((round) => (
              <BracketRound key={round.round} round={round} roundCount={roundCount(size)} />
            ))}
          </Rounds>
        </PendingFrame>
        <PendingSpinner label={t('bracket.loading')} />
      </Pending>
    );
  } else {
    // The hook stays idle for a code of another level: nothing to ask the server.
    body = <SectionMeta>{t(words.none)}</SectionMeta>;
  }

  return (
    <TitledSection
      title={title}
      meta={tCount('bracket.meta.one', 'bracket.meta.other', roundCount(size), { size })}
    >
      {body}
    </TitledSection>
  );
}
