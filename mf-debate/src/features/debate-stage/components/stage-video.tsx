import { Pause, Play, Volume2, VolumeX } from 'lucide';
import { useEffect, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { Cluster, formatClock, Icon } from 'shared-ui';
import styled from 'styled-components';
import stageLoop from '../../../assets/stage-loop.mp4';
import { t } from '../../../messages';
import type { FloatingReaction, ReactionKind } from '../hooks/use-floating-reactions';
import { FloatingReactions, ReactionIcon } from './floating-reactions';
import { tilesColumns } from './stage-tiles';

/** A phone's stage grows with its stacked cameras: 4:3 tiles in rows (stage-tiles.tsx). */
function phoneAspectRatio(tileCount: number): string {
  if (tileCount < 2) return '16 / 9';
  const columns = tilesColumns(tileCount, true);
  return `${columns * 4} / ${Math.ceil(tileCount / columns) * 3}`;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const Frame = styled.div<{ $tiles: number }>`
  position: relative;
  aspect-ratio: 16 / 9;
  min-height: 16rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.palette.black};

  ${({ theme }) => theme.media.phone} {
    aspect-ratio: ${({ $tiles }) => phoneAspectRatio($tiles)};
  }
`;

/**
 * Who is live and what this viewer may do, under the picture while cameras are on it: over
 * the picture it sat on a debater's face.
 */
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  text-align: center;

  p {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Video = styled.video`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

/**
 * Darkens the video so the white text on it stays readable; over cameras only the controls'
 * strip at the bottom, so faces keep their light.
 */
const Shade = styled.div<{ $overCameras: boolean }>`
  position: absolute;
  inset: 0;
  pointer-events: none;
  background: ${({ $overCameras }) =>
    $overCameras
      ? 'linear-gradient(to top, rgba(0, 0, 0, 0.6), rgba(0, 0, 0, 0) 4.5rem)'
      : 'linear-gradient(to top, rgba(0, 0, 0, 0.75), rgba(0, 0, 0, 0.15) 45%)'};
`;

const Center = styled.div`
  position: absolute;
  inset: 0 0 3.5rem;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  text-align: center;
`;

const Controls = styled(Cluster).attrs({ $gap: 2 })`
  position: absolute;
  inset: auto 0 0;
  padding: ${({ theme }) => theme.space[3]};
`;

const Spacer = styled.span`
  flex: 1;
`;

const ControlButton = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 2.5rem;
  min-height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid rgba(255, 255, 255, 0.25);
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(0, 0, 0, 0.55);
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover {
    background: rgba(0, 0, 0, 0.8);
  }
`;

const Timer = styled.span`
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(0, 0, 0, 0.55);
  font-family: ${({ theme }) => theme.fonts.mono};
  font-variant-numeric: tabular-nums;
`;

export interface StageVideoProps {
  /** The channel's stream when it has one; the remote's own stage loop otherwise. */
  streamUrl: string | null;
  playing: boolean;
  muted: boolean;
  /** Seconds played, shown as mm:ss. */
  elapsed: number;
  reactions: readonly FloatingReaction[];
  onTogglePlaying: () => void;
  onToggleMuted: () => void;
  /** The browser refused to start playback. */
  onPlayRefused: () => void;
  onReact: (kind: Extract<ReactionKind, 'fire' | 'star'>) => void;
  videoEvents: {
    onPlaying: () => void;
    onWaiting: () => void;
    onError: () => void;
  };
  /** The debaters' live cameras, over the loop (stage-tiles.tsx). */
  tiles?: ReactNode;
  /** How many cameras `tiles` shows (0: the loop alone). */
  tileCount?: number;
  /** The go-live area: in the middle of the loop, under the picture while cameras are on. */
  children: ReactNode;
}

/** The main area: looping muted video, overlay, controls, timer and reactions. */
export function StageVideo({
  streamUrl,
  playing,
  muted,
  elapsed,
  reactions,
  onTogglePlaying,
  onToggleMuted,
  onPlayRefused,
  onReact,
  videoEvents,
  tiles,
  tileCount = 0,
  children,
}: StageVideoProps) {
  const video = useRef<HTMLVideoElement>(null);
  // A stream the browser cannot play (gone, or a format it lacks) falls back to the loop.
  const [source, setSource] = useState(streamUrl ?? stageLoop);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (!playing) {
      element.pause();
      return;
    }
    // play() is a promise in browsers; an autoplay refusal shows the play button again.
    const started: Promise<void> | undefined = element.play();
    started?.catch((error: unknown) => {
      if (error instanceof DOMException && error.name === 'NotAllowedError') onPlayRefused();
    });
  }, [playing, source, onPlayRefused]);

  useEffect(() => {
    // React does not keep the `muted` property in step after the first render.
    if (video.current) video.current.muted = muted;
  }, [muted]);

  const onError = (_event: SyntheticEvent<HTMLVideoElement>) => {
    videoEvents.onError();
    if (source !== stageLoop) setSource(stageLoop);
  };

  const overCameras = tileCount > 0;
  return (
    <Root>
      <Frame $tiles={tileCount}>
        <Video
          ref={video}
          src={source}
          loop
          muted
          playsInline
          preload="auto"
          aria-hidden="true"
          onPlaying={videoEvents.onPlaying}
          onWaiting={videoEvents.onWaiting}
          onError={onError}
        />
        {tiles}
        <Shade $overCameras={overCameras} />
        <FloatingReactions reactions={reactions} />
        {overCameras ? null : <Center>{children}</Center>}
        <Controls>
          <ControlButton
            onClick={onTogglePlaying}
            aria-label={playing ? t('video.pause') : t('video.play')}
          >
            {playing ? (
              <Icon icon={Pause} size={18} fill="currentColor" />
            ) : (
              <Icon icon={Play} size={18} fill="currentColor" />
            )}
          </ControlButton>
          <ControlButton
            onClick={onToggleMuted}
            aria-label={muted ? t('video.unmute') : t('video.mute')}
          >
            {muted ? <Icon icon={VolumeX} size={18} /> : <Icon icon={Volume2} size={18} />}
          </ControlButton>
          <Timer role="timer" aria-label={t('video.elapsed')}>
            {formatClock(elapsed)}
          </Timer>
          <Spacer />
          <ControlButton onClick={() => onReact('fire')} aria-label={t('video.sendFire')}>
            <ReactionIcon kind="fire" />
          </ControlButton>
          <ControlButton onClick={() => onReact('star')} aria-label={t('video.sendStar')}>
            <ReactionIcon kind="star" />
          </ControlButton>
        </Controls>
      </Frame>
      {overCameras ? <Bar>{children}</Bar> : null}
    </Root>
  );
}
