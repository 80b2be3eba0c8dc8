import { useEffect, useId, useState, type ReactNode } from 'react';
import type { CandidateCheck, StateCode, StreamChannel } from 'shared-api';
import { Stack } from 'shared-ui';
import styled from 'styled-components';
import { t } from '../../../messages';
import { goLiveView, scheduledPosition } from '../go-live';
import { useDebateStage } from '../hooks/use-debate-stage';
import { useStageVideo } from '../hooks/use-stage-video';
import { useStreamQuality } from '../hooks/use-stream-quality';
import { SPEAKER_POSITIONS, candidateAt, type DebatePair, type SpeakerPosition } from '../speaker';
import { speakingShares } from '../speaking-share';
import { DebateCandidateCard } from './debate-candidate-card';
import { DebateMetrics } from './debate-metrics';
import { GoLiveArea } from './go-live-area';
import { QuickActions } from './quick-actions';
import { StageHeader } from './stage-header';
import { StageHls, StagePlaybackLine } from './stage-playback';
import { StageTiles } from './stage-tiles';
import { StageVideo } from './stage-video';
import { StageVideoNote } from './stage-video-note';

const Root = styled(Stack).attrs({ as: 'section', $gap: 4 })``;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(18rem, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

// In one column the sidebar's chat came after every panel, ~2,000 px below the video on a
// phone. There both columns hand their slots to the grid, which puts
// them in SLOT_ORDER; two columns (desktop) keep the columns as they are.
const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;

  ${({ theme }) => theme.media.tablet} {
    display: contents;
  }
`;

/** One column's order: video, the chat with its Show/Hide toggle, then the panels. */
const SLOT_ORDER = {
  video: 1,
  chat: 2,
  quickActions: 3,
  candidates: 4,
  metrics: 5,
  aiPanel: 6,
  clickIn: 7,
} as const;

// A flex column like the columns were, so each slot lays its child out as before (the
// video frame's aspect ratio and minimum height need a stretched width, or the minimum
// height widens it past a phone's screen); `hidden` still hides the chat slot.
const Slot = styled.div<{ $slot: keyof typeof SLOT_ORDER }>`
  display: flex;
  flex-direction: column;
  min-width: 0;

  &[hidden] {
    display: none;
  }

  ${({ theme }) => theme.media.tablet} {
    order: ${({ $slot }) => SLOT_ORDER[$slot]};
  }
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
  /** The stage's accessible name; the page header shows it (with LIVE and the audience). */
  title: string;
  /** The state whose stage this is: its live video room (docs/video.md). */
  stateCode: StateCode;
  /** The round the bracket is playing; undefined while it is not known. */
  round: number | undefined;
  totalRounds: number;
  channel: StreamChannel;
  pair: DebatePair;
  /** The candidate check of the viewer; undefined while it loads or when it failed. */
  check: CandidateCheck | undefined;
  renderAiPanel: (snapshot: StageSnapshot) => ReactNode;
  /** The click-in panel (another feature), between the AI panel and the chat. */
  clickInSlot?: ReactNode;
  /** The chat panel (another feature); 'Show/Hide Chat' shows and hides it. */
  chatSlot?: ReactNode;
  /**
   * Told whether the stage is live (the channel, or a scheduled candidate who went live
   * here), for the page header's LIVE NOW, the stage's one LIVE sign.
   */
  onLiveChange?: (isLive: boolean) => void;
}

/** The live debate stage (a simulation): round, video, the two candidates and sidebar. */
export function DebateStage({
  title,
  stateCode,
  round,
  totalRounds,
  channel,
  pair,
  check,
  renderAiPanel,
  clickInSlot,
  chatSlot,
  onLiveChange,
}: DebateStageProps) {
  const chatSlotId = useId();
  const stage = useDebateStage(pair, check);
  const { quality, videoEvents } = useStreamQuality();
  const shares = speakingShares(stage.clock.speakingTime);
  const mine = scheduledPosition(check, pair);
  const video = useStageVideo(stateCode, stage.liveSpeaker, mine);
  // How far behind live an HLS picture is (hls.js measures it every 2 s), unknown at first.
  const [behind, setBehind] = useState<number | null>(null);
  const onHls = video.hls !== null;
  useEffect(() => {
    if (!onHls) setBehind(null);
  }, [onHls]);
  // The debater's own tile shows their camera as captured; the others come from the relay.
  const streams = new Map(video.streams);
  if (video.ownStream && mine) streams.set(candidateAt(pair, mine).id, video.ownStream);
  // Who has a camera live: the tiles' streams, or on HLS whom the server's picture holds.
  const live = new Set(video.hls ? video.hls.live : streams.keys());
  // Who a viewer sees live: the first place with a camera. A scheduled debater keeps their
  // own 'Go Live as' until they go live themselves.
  const remoteSpeaker = SPEAKER_POSITIONS.find((position) =>
    live.has(candidateAt(pair, position).id),
  );
  const shownSpeaker = stage.liveSpeaker ?? (mine === undefined ? (remoteSpeaker ?? null) : null);
  const isLive = channel.isLive || stage.liveSpeaker !== null || live.size > 0;
  useEffect(() => {
    onLiveChange?.(isLive);
  }, [isLive, onLiveChange]);
  const aiPanel = renderAiPanel({ activeSpeaker: stage.activeSpeaker, isLive });

  return (
    <Root aria-label={title}>
      <StageHeader round={round} totalRounds={totalRounds} quality={quality} />
      <Layout>
        <Column>
          <Slot $slot="video">
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
              tiles={
                video.hls ? (
                  <StageHls
                    pair={pair}
                    live={video.hls.live}
                    playlist={video.hls.playlist}
                    muted={stage.muted}
                    onLatency={setBehind}
                    onFailed={video.hls.failed}
                  />
                ) : (
                  <StageTiles pair={pair} streams={streams} muted={stage.muted} />
                )
              }
              tileCount={video.hls ? 1 : streams.size}
            >
              <GoLiveArea
                view={goLiveView(check, pair, shownSpeaker)}
                onGoLive={stage.goLive}
                onEndLive={stage.endLive}
              />
              <StageVideoNote
                publish={video.publish}
                watch={video.watchState}
                cameraFailed={video.cameraFailed}
              />
              {mine === undefined && (video.hls || streams.size > 0) && (
                <StagePlaybackLine
                  playback={video.hls ? { mode: 'hls', behind } : { mode: 'webrtc' }}
                />
              )}
            </StageVideo>
          </Slot>
          <Slot $slot="candidates">
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
          </Slot>
          <Slot $slot="metrics">
            <DebateMetrics pair={pair} engagement={stage.engagement} shares={shares} />
          </Slot>
        </Column>
        {/* The chat first, beside the video as live platforms put it (below the panels it
            started ~1,300 px down); then its Quick Actions, the click-in and the AI panel. */}
        <Column as="aside" aria-label={t('stage.sidebar')}>
          <Slot $slot="chat" id={chatSlotId} hidden={!stage.chatVisible}>
            {/* Unmounted while hidden, so a hidden chat stops polling. */}
            {stage.chatVisible ? chatSlot : null}
          </Slot>
          <Slot $slot="quickActions">
            <QuickActions
              onSwitchSpeaker={stage.switchSpeaker}
              onToggleChat={stage.toggleChat}
              chatVisible={stage.chatVisible}
              chatSlotId={chatSlotId}
            />
          </Slot>
          {clickInSlot ? <Slot $slot="clickIn">{clickInSlot}</Slot> : null}
          {aiPanel ? <Slot $slot="aiPanel">{aiPanel}</Slot> : null}
        </Column>
      </Layout>
    </Root>
  );
}
