import { StreamVideo } from 'shared-ui';
import styled from 'styled-components';
import { SPEAKER_POSITIONS, candidateAt, type DebatePair } from '../speaker';

const Tiles = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
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

interface Props {
  pair: DebatePair;
  /** Each live candidate's stream, by candidate id. */
  streams: ReadonlyMap<number, MediaStream>;
  muted: boolean;
}

/**
 * Both debaters side by side, live (docs/video.md), over the stage's loop once either one
 * broadcasts. A tile without a camera yet stays dark.
 */
export function StageTiles({ pair, streams, muted }: Props) {
  if (streams.size === 0) return null;
  return (
    <Tiles>
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
    </Tiles>
  );
}
