import { REACTION_MS } from 'shared-api';
import styled, { keyframes } from 'styled-components';
import type { FloatingReaction, ReactionKind } from '../hooks/use-floating-reactions';

export const REACTION_EMOJI: Record<ReactionKind, string> = {
  fire: '🔥',
  star: '⭐',
  like: '👍',
  heart: '❤️',
};

const rise = keyframes`
  0% { transform: translate(-50%, 0) scale(0.8); opacity: 0; }
  15% { opacity: 1; }
  100% { transform: translate(-50%, -14rem) scale(1.3); opacity: 0; }
`;

const Layer = styled.div`
  position: absolute;
  inset: 0;
  overflow: hidden;
  pointer-events: none;
`;

const Bubble = styled.span`
  position: absolute;
  bottom: 3.5rem;
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  animation: ${rise} ${REACTION_MS}ms ease-out forwards;
`;

/**
 * The reactions rising over the video. Decorative (hidden from screen readers): the counts
 * on the candidate cards carry the information.
 */
export function FloatingReactions({ reactions }: { reactions: readonly FloatingReaction[] }) {
  return (
    <Layer aria-hidden="true">
      {reactions.map((reaction) => (
        <Bubble
          key={reaction.id}
          data-reaction={reaction.kind}
          style={{ left: `${reaction.xPercent}%` }}
        >
          {REACTION_EMOJI[reaction.kind]}
        </Bubble>
      ))}
    </Layer>
  );
}
