import { useId, type ReactNode } from 'react';
import type { CandidateCheck, StreamChannel } from 'shared-api';
import styled from 'styled-components';
import { goLiveView } from '../go-live';
import { useDebateStage } from '../hooks/use-debate-stage';
import { useStreamQuality } from '../hooks/use-stream-quality';
import { SPEAKER_POSITIONS, candidateAt, type DebatePair, type SpeakerPosition } from '../speaker';
import { speakingShares } from '../speaking-share';
import { DebateCandidateCard } from './debate-candidate-card';
import { DebateMetrics } from './debate-metrics';
import { GoLiveArea } from './go-live-area';
import { QuickActions } from './quick-actions';
import { StageHeader } from './stage-header';
import { StageVideo } from './stage-video';

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(18rem, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.phone} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** What the sidebar's AI panel is told about the stage. */
export interface StageSnapshot {
  activeSpeaker: SpeakerPosition;
  /** The channel is live, or a scheduled candidate has gone live here. */
  isLive: boolean;
}

export interface DebateStageProps {
  title: string;
  round: number;
  totalRounds: number;
  channel: StreamChannel;
  /** The audience, with its simulated drift (kept by the page, which shows it too). */
  viewers: number;
  pair: DebatePair;
  /** The candidate check of the viewer; undefined while it loads or when it failed. */
  check: CandidateCheck | undefined;
  renderAiPanel: (snapshot: StageSnapshot) => ReactNode;
  /** The click-in panel (another feature), between the AI panel and the chat. */
  clickInSlot?: ReactNode;
  /** The chat panel (another feature); 'Show/Hide Chat' shows and hides it. */
  chatSlot?: ReactNode;
}

/** The live debate stage (spec section 2): header, video, the two candidates and sidebar. */
export function DebateStage({
  title,
  round,
  totalRounds,
  channel,
  viewers,
  pair,
  check,
  renderAiPanel,
  clickInSlot,
  chatSlot,
}: DebateStageProps) {
  const headingId = useId();
  const chatSlotId = useId();
  const stage = useDebateStage(pair, check);
  const { quality, videoEvents } = useStreamQuality();
  const shares = speakingShares(stage.clock.speakingTime);
  const isLive = channel.isLive || stage.liveSpeaker !== null;

  return (
    <Root aria-labelledby={headingId}>
      <StageHeader
        headingId={headingId}
        title={title}
        round={round}
        totalRounds={totalRounds}
        quality={quality}
        isLive={isLive}
        viewers={viewers}
      />
      <Layout>
        <Column>
          <StageVideo
            streamUrl={channel.streamUrl}
            playing={stage.playing}
            muted={stage.muted}
            elapsed={stage.clock.elapsed}
            reactions={stage.reactions}
            onTogglePlaying={stage.togglePlaying}
            onToggleMuted={stage.toggleMuted}
            onPlayRefused={stage.stopPlaying}
            onReact={stage.react}
            videoEvents={videoEvents}
          >
            <GoLiveArea
              view={goLiveView(check, pair, stage.liveSpeaker)}
              onGoLive={stage.goLive}
              onEndLive={stage.endLive}
            />
          </StageVideo>
          <Pair>
            {SPEAKER_POSITIONS.map((position) => (
              <DebateCandidateCard
                key={position}
                position={position}
                candidate={candidateAt(pair, position)}
                speaking={stage.activeSpeaker === position}
                speakingTime={stage.clock.speakingTime[position - 1]}
                speakingShare={shares[position - 1]}
                engagement={stage.engagement[position - 1]}
                onCheer={(kind) => stage.cheer(position, kind)}
              />
            ))}
          </Pair>
          <DebateMetrics pair={pair} engagement={stage.engagement} shares={shares} />
        </Column>
        <Column as="aside" aria-label="Debate sidebar">
          {renderAiPanel({ activeSpeaker: stage.activeSpeaker, isLive })}
          {clickInSlot}
          <div id={chatSlotId} hidden={!stage.chatVisible}>
            {/* Unmounted while hidden, so a hidden chat stops polling. */}
            {stage.chatVisible ? chatSlot : null}
          </div>
          <QuickActions
            onSwitchSpeaker={stage.switchSpeaker}
            onToggleChat={stage.toggleChat}
            chatVisible={stage.chatVisible}
            chatSlotId={chatSlotId}
          />
        </Column>
      </Layout>
    </Root>
  );
}
