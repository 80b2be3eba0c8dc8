import { useCandidate } from 'shared-api';
import { StreamVideo } from 'shared-ui';
import styled from 'styled-components';
import { SPEAKER_POSITIONS, candidateAt, type DebatePair } from '../speaker';

const Tiles = styled.div<{ $columns: number }>`
  position: absolute;
  inset: 0;
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: 2px;
  background: ${({ theme }) => theme.palette.black};
`;

const Tile = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  min-width: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Video = styled(StreamVideo)`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const Caption = styled.span`
  position: absolute;
  inset: ${({ theme }) => theme.space[2]} auto auto ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(0, 0, 0, 0.65);
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** A candidate clicking in: the stage's third camera, named for them, for their countdown. */
function ClickInTile({
  candidateId,
  stream,
  muted,
}: {
  candidateId: number;
  stream: MediaStream;
  muted: boolean;
}) {
  // They may be from anywhere (any registered candidate may click in), so not in the pair.
  const { data: candidate } = useCandidate(candidateId);
  const label = candidate ? `Click-in: ${candidate.name}` : 'Click-in';
  return (
    <Tile>
      <Video stream={stream} muted={muted} aria-label={`${label} live video`} />
      <Caption>{label}</Caption>
    </Tile>
  );
}

interface Props {
  pair: DebatePair;
  /** Each live candidate's stream, by candidate id. */
  streams: ReadonlyMap<number, MediaStream>;
  muted: boolean;
}

/**
 * Both debaters side by side, live (docs/video.md), over the stage's loop once either one
 * broadcasts, and a third tile while a candidate's click-in camera is on the stage. A
 * debater's tile without a camera yet stays dark.
 */
export function StageTiles({ pair, streams, muted }: Props) {
  if (streams.size === 0) return null;
  const onStage = new Set(pair.map((candidate) => candidate.id));
  const clickIns = [...streams].filter(([candidateId]) => !onStage.has(candidateId));
  return (
    <Tiles $columns={SPEAKER_POSITIONS.length + clickIns.length}>
      {SPEAKER_POSITIONS.map((position) => {
        const candidate = candidateAt(pair, position);
        const stream = streams.get(candidate.id) ?? null;
        return (
          <Tile key={position}>
            {stream ? (
              <Video stream={stream} muted={muted} aria-label={`${candidate.name} live video`} />
            ) : null}
          </Tile>
        );
      })}
      {clickIns.map(([candidateId, stream]) => (
        <ClickInTile key={candidateId} candidateId={candidateId} stream={stream} muted={muted} />
      ))}
    </Tiles>
  );
}
