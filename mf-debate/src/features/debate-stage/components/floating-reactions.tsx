import { Flame, Heart, Star, ThumbsUp } from 'lucide';
import { Cluster, Icon, type IconNode } from 'shared-ui';
import { REACTION_MS } from 'shared-api';
import type { PaidTheme } from 'shared-ui';
import styled, { keyframes, useTheme } from 'styled-components';
import type { FloatingReaction, ReactionKind } from '../hooks/use-floating-reactions';

/** Each reaction's icon and colour, on the buttons that send it and in the air. */
const REACTION_ICONS: Record<ReactionKind, { icon: IconNode; color: keyof PaidTheme['palette'] }> =
  {
    fire: { icon: Flame, color: 'orange400' },
    star: { icon: Star, color: 'gold400' },
    like: { icon: ThumbsUp, color: 'blue400' },
    heart: { icon: Heart, color: 'red400' },
  };

/** A reaction's icon, tinted in its colour; decorative (the button or count says what it is). */
export function ReactionIcon({ kind, size = 18 }: { kind: ReactionKind; size?: number }) {
  const { palette } = useTheme();
  const { icon, color } = REACTION_ICONS[kind];
  const tint = palette[color];
  return <Icon icon={icon} size={size} color={tint} fill={tint} fillOpacity={0.35} />;
}

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

const Bubble = styled(Cluster).attrs({ as: 'span', $gap: 0, $align: 'stretch', $wrap: false })`
  position: absolute;
  bottom: 3.5rem;
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
          <ReactionIcon kind={reaction.kind} size={36} />
        </Bubble>
      ))}
    </Layer>
  );
}
