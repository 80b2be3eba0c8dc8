import { useDeferredValue, useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import {
  DEBATE_TOTAL_ROUNDS,
  isStateCode,
  stateName as nameOfState,
  useBrackets,
  useCandidateCheck,
  useCandidatesByGeography,
  useStateStreamChannel,
  type CandidateCheck,
  type CandidateListItem,
  type StateCode,
  type StreamChannel,
} from 'shared-api';
import { LoadingState, PageContainer, PageStack } from 'shared-ui';
import { AiModeratorPanel } from '../features/ai-moderator/components/ai-moderator-panel';
import { bracketRound } from '../features/debate-stage/bracket-round';
import { DebateStage } from '../features/debate-stage/components/debate-stage';
import { useViewerDrift } from '../features/debate-stage/hooks/use-viewer-drift';
import type { DebatePair } from '../features/debate-stage/speaker';
import type { Random } from '../features/simulation/random';
import { RandomProvider, useRandom } from '../features/simulation/random-context';
import { PastDebates } from '../features/replays/past-debates';
import { CandidatesSection } from '../features/tournament/components/candidates-section';
import { DebatePlaceholder } from '../features/tournament/components/debate-placeholder';
import { TournamentHeader } from '../features/tournament/components/tournament-header';
import { UnknownStateNote } from '../features/tournament/components/unknown-state';
import { useLoggedFailure } from '../features/tournament/hooks/use-logged-failure';
import {
  loadStagePanels,
  useStagePanels,
  type StagePanels,
} from '../features/tournament/hooks/use-stage-panels';
import { t, withMessages } from '../messages';

// The stage's panels start downloading with this screen, beside the channel and the
// candidates, so a stage waits for the slower of the two instead of one after the other. A
// failure here is only a head start lost: useStagePanels asks again and shows it.
loadStagePanels().catch(() => undefined);

export interface TournamentScreenProps {
  /** The simulations' generator; tests pass a seeded one, the site a fresh one per visit. */
  random?: Random;
}

/** /tournament/{state}: the state's debate tournament (docs/routes-and-screens.md). */
function TournamentScreen({ random }: TournamentScreenProps) {
  const { state } = useParams();
  const code = (state ?? '').trim().toUpperCase();
  const name = nameOfState(code);
  return (
    <RandomProvider random={random}>
      <PageContainer>
        {isStateCode(code) ? (
          <StateTournament code={code} name={name} />
        ) : (
          <>
            <TournamentHeader title={t('tournament.unknownTitle')} isLive={false} viewers={0} />
            <UnknownStateNote code={code} />
          </>
        )}
      </PageContainer>
    </RandomProvider>
  );
}

function StateTournament({ code, name }: { code: StateCode; name: string }) {
  const channel = useStateStreamChannel(code);
  const candidates = useCandidatesByGeography(code);
  // Each answer is used only when it is ok; a failure is only logged (docs/errors.md).
  useLoggedFailure('Stream channel', channel.error);
  useLoggedFailure('Candidates', candidates.error);

  // The answers as the page draws them: a new answer is drawn in a background render that
  // yields to the browser every few milliseconds. The stage is a large tree, and drawn in one
  // go when the data arrived it held the main thread for over 100 ms on a phone.
  const channelData = useDeferredValue(channel.data);
  const candidatesData = useDeferredValue(candidates.data);
  // Still waiting: for the answer, or for the background render of a first answer.
  const channelWaiting = channel.isPending || (channel.data !== undefined && !channelData);
  const candidatesWaiting =
    candidates.isPending || (candidates.data !== undefined && !candidatesData);

  const pair = debatePair(candidatesData);
  const stageShown = channelData !== undefined && pair !== undefined;
  const panels = useStagePanels();
  const viewers = useViewerDrift(channelData?.viewerCount ?? 0, stageShown);
  const title = t('tournament.title', { state: name });
  // The stage is live too when a scheduled candidate goes live on it; the page header's pill
  // is the one place that says so.
  const [stageLive, setStageLive] = useState(false);

  // One loading state until the debate area is known: the candidates below it appear with
  // it, so nothing drawn earlier is pushed down when the stage (or placeholder) arrives.
  const loading = channelWaiting || candidatesWaiting || (stageShown && !panels);
  let debate: ReactNode;
  if (loading) {
    debate = <LoadingState label={t('tournament.loadingDebate')} />;
  } else if (channelData && pair && panels) {
    debate = (
      <LiveDebate
        panels={panels}
        title={title}
        stateCode={code}
        channel={channelData}
        pair={pair}
        candidates={candidatesData ?? []}
        onLiveChange={setStageLive}
      />
    );
  } else {
    debate = (
      <DebatePlaceholder stateName={name} candidates={candidatesData ?? []} viewers={viewers} />
    );
  }

  return (
    <>
      <TournamentHeader
        title={title}
        isLive={(channelData?.isLive ?? false) || (stageShown && stageLive)}
        viewers={viewers}
      />
      <PageStack>
        {debate}
        {loading ? null : (
          <CandidatesSection
            stateCode={code}
            stateName={name}
            candidates={candidatesData}
            isLoading={candidatesWaiting}
            error={candidates.error}
            onRetry={() => void candidates.refetch()}
          />
        )}
        {loading ? null : <PastDebates stateCode={code} />}
      </PageStack>
    </>
  );
}

/**
 * The first two VERIFIED candidates (most money raised) debate; fewer than two: no debate. The
 * server's rule (docs/roles.md, "One eligibility rule"): a candidate pending verification is
 * never on the stage, so the page never shows one there.
 */
function debatePair(candidates: CandidateListItem[] | undefined): DebatePair | undefined {
  const [first, second] = (candidates ?? []).filter((candidate) => candidate.isActivated);
  return first && second ? [first, second] : undefined;
}

interface LiveDebateProps {
  panels: StagePanels;
  title: string;
  stateCode: StateCode;
  channel: StreamChannel;
  pair: DebatePair;
  candidates: CandidateListItem[];
  onLiveChange: (isLive: boolean) => void;
}

/** The stage with its sidebar panels; the candidate check is asked for on entering it. */
const NOT_A_CANDIDATE: CandidateCheck = {
  isCandidate: false,
  candidateId: null,
  candidateName: null,
};

function LiveDebate({
  panels: { ClickInPanel, ChatPanel },
  title,
  stateCode,
  channel,
  pair,
  candidates,
  onLiveChange,
}: LiveDebateProps) {
  const check = useCandidateCheck();
  useLoggedFailure('Candidate check', check.error);
  // The round the state's bracket is playing; not named until it is known.
  const brackets = useBrackets('state', stateCode);
  useLoggedFailure('Brackets', brackets.error);
  // A failed check counts as "not a candidate" (logged above), so the panels never wait forever.
  const checked = check.isError ? NOT_A_CANDIDATE : check.data;
  const random = useRandom();
  return (
    <DebateStage
      title={title}
      stateCode={stateCode}
      round={brackets.data ? bracketRound(brackets.data) : undefined}
      totalRounds={DEBATE_TOTAL_ROUNDS}
      channel={channel}
      pair={pair}
      check={checked}
      renderAiPanel={({ activeSpeaker, isLive }) => (
        <AiModeratorPanel candidates={pair} activeSpeaker={activeSpeaker} isLive={isLive} />
      )}
      clickInSlot={
        <ClickInPanel
          stateCode={stateCode}
          candidates={candidates}
          checkedCandidate={checked}
          random={random}
        />
      }
      chatSlot={<ChatPanel channelId={channel.id} />}
      onLiveChange={onLiveChange}
    />
  );
}

export default withMessages(TournamentScreen);
