import { HlsVideo } from 'shared-ui/hls-video';
import styled from 'styled-components';
import { t } from '../../../messages';

// A crowd's view of the stage (docs/video.md "HLS for crowds"): the server's one picture of
// the live cameras side by side, played by HLS in place of the tiles, and the line under the
// picture that says how the viewer is watching and how far behind live.

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

export function StageHls({
  playlist,
  muted,
  onLatency,
  onFailed,
}: {
  playlist: string;
  muted: boolean;
  onLatency: (seconds: number) => void;
  onFailed: () => void;
}) {
  return (
    <Picture
      src={playlist}
      muted={muted}
      aria-label={t('tiles.stageVideo')}
      onLatency={onLatency}
      onFailed={onFailed}
    />
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
