import { useCandidate } from 'shared-api';
import { StreamVideo } from 'shared-ui';
import styled from 'styled-components';
import { t } from '../../../messages';
import { SPEAKER_POSITIONS, candidateAt, type DebatePair } from '../speaker';

/**
 * Columns by number of cameras: one fills the stage, two side by side, three or four in a
 * 2 x 2 grid. On a phone two or more stack as rows of one or two (tilesColumns below) and the
 * stage grows to hold them (stage-video.tsx), so no face shrinks to a thumbnail.
 */
export function tilesColumns(count: number, phone: boolean): number {
  if (phone) return count <= 2 ? 1 : 2;
  return count <= 2 ? count : 2;
}

const Tiles = styled.div<{ $count: number }>`
  position: absolute;
  inset: 0;
  display: grid;
  grid-template-columns: repeat(${({ $count }) => tilesColumns($count, false)}, minmax(0, 1fr));
  grid-auto-rows: minmax(0, 1fr);
  gap: 2px;
  background: ${({ theme }) => theme.palette.black};

  ${({ theme }) => theme.media.phone} {
    grid-template-columns: repeat(${({ $count }) => tilesColumns($count, true)}, minmax(0, 1fr));
  }
`;

const Tile = styled.div`
  position: relative;
  min-width: 0;
  min-height: 0;
  overflow: hidden;
  background: ${({ theme }) => theme.palette.black};
`;

/** Letterboxed, never cropped: a face at the edge of a camera stays on the stage. */
const Video = styled(StreamVideo)`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: contain;
`;

/** The tile's name, in its top corner (live platforms' place for it), off the face. */
const Caption = styled.span`
  position: absolute;
  inset: ${({ theme }) => theme.space[2]} auto auto ${({ theme }) => theme.space[2]};
  max-width: calc(100% - ${({ theme }) => theme.space[4]});
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(0, 0, 0, 0.65);
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/**
 * A camera's name: the debater's, or for a candidate clicking in (any registered candidate
 * may, so not in the pair) 'Click-in: {name}', for their countdown.
 */
export function useCameraName(pair: DebatePair, candidateId: number): string {
  const debater = pair.find((candidate) => candidate.id === candidateId);
  const { data: clickIn } = useCandidate(debater ? undefined : candidateId);
  if (debater) return debater.name;
  return clickIn ? t('tiles.clickInOf', { name: clickIn.name }) : t('tiles.clickIn');
}

/** A camera's tile: its picture, named in its top corner. */
function CameraTile({
  pair,
  candidateId,
  stream,
  muted,
}: {
  pair: DebatePair;
  candidateId: number;
  stream: MediaStream;
  muted: boolean;
}) {
  const name = useCameraName(pair, candidateId);
  return (
    <Tile>
      <Video stream={stream} muted={muted} aria-label={t('tiles.liveVideo', { name })} />
      <Caption>{name}</Caption>
    </Tile>
  );
}

/** A name in its tile's top corner, where a camera of the HLS picture is (stage-playback.tsx). */
export function CameraCaption({ pair, candidateId }: { pair: DebatePair; candidateId: number }) {
  return <Caption>{useCameraName(pair, candidateId)}</Caption>;
}

interface Props {
  pair: DebatePair;
  /** Each live candidate's stream, by candidate id. */
  streams: ReadonlyMap<number, MediaStream>;
  muted: boolean;
}

/**
 * The live cameras over the stage's loop (docs/video.md): each debater who broadcasts, in
 * their place's order, then a tile for a candidate's click-in camera. Only cameras get a
 * tile: a debater who has not gone live yet leaves no dark half on the stage.
 */
export function StageTiles({ pair, streams, muted }: Props) {
  if (streams.size === 0) return null;
  const onStage = new Set(pair.map((candidate) => candidate.id));
  const clickIns = [...streams].filter(([candidateId]) => !onStage.has(candidateId));
  const debaters = SPEAKER_POSITIONS.flatMap((position) => {
    const { id } = candidateAt(pair, position);
    const stream = streams.get(id);
    return stream ? [[id, stream] as const] : [];
  });
  return (
    <Tiles $count={streams.size}>
      {[...debaters, ...clickIns].map(([candidateId, stream]) => (
        <CameraTile
          key={candidateId}
          pair={pair}
          candidateId={candidateId}
          stream={stream}
          muted={muted}
        />
      ))}
    </Tiles>
  );
}
