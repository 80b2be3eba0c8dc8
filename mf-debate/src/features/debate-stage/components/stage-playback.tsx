import { HlsVideo } from 'shared-ui/hls-video';
import styled from 'styled-components';
import { t } from '../../../messages';
import type { DebatePair } from '../speaker';
import { CameraCaption } from './stage-tiles';

// A crowd's view of the stage (docs/video.md "HLS for crowds"): the server's one picture of
// the live cameras side by side (server/src/hls/room-hls.ts), played by HLS in place of the
// tiles, each camera named in its top corner as a tile is, in the order the server says the
// picture holds them (GET /api/media/hls's `cameras`); and the line under
// the picture that says how the viewer is watching and how far behind live.

/** Letterboxed, never cropped, as the tiles are. */
const Picture = styled(HlsVideo)`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: contain;
  background: ${({ theme }) => theme.palette.black};
`;

const Line = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** One column per camera over the picture, for its name. */
const Names = styled.div<{ $count: number }>`
  position: absolute;
  inset: 0;
  display: grid;
  grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
  pointer-events: none;
`;

const Column = styled.div`
  position: relative;
  min-width: 0;
`;

export function StageHls({
  pair,
  live,
  playlist,
  muted,
  onLatency,
  onFailed,
}: {
  pair: DebatePair;
  /** Who is in the picture, left to right (candidate ids). */
  live: readonly number[];
  playlist: string;
  muted: boolean;
  onLatency: (seconds: number) => void;
  onFailed: () => void;
}) {
  return (
    <>
      <Picture
        src={playlist}
        muted={muted}
        aria-label={t('tiles.stageVideo')}
        onLatency={onLatency}
        onFailed={onFailed}
      />
      {live.length > 0 && (
        <Names $count={live.length}>
          {live.map((candidateId) => (
            <Column key={candidateId}>
              <CameraCaption pair={pair} candidateId={candidateId} />
            </Column>
          ))}
        </Names>
      )}
    </>
  );
}

/** 'webrtc' or 'hls' with its delay in seconds once known. */
export type StagePlayback = { mode: 'webrtc' } | { mode: 'hls'; behind: number | null };

export function StagePlaybackLine({ playback }: { playback: StagePlayback }) {
  let line = t('playback.webRtc');
  if (playback.mode === 'hls') {
    line =
      playback.behind === null
        ? t('playback.hls')
        : t('playback.hlsBehind', { seconds: playback.behind });
  }
  return <Line role="status">{line}</Line>;
}
