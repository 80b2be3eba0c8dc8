import styled, { css, keyframes, type DefaultTheme } from 'styled-components';

export type BadgeTone = 'green' | 'gold' | 'red' | 'blue' | 'yellow' | 'grey' | 'live';

export interface BadgeStyleProps {
  $tone?: BadgeTone;
}

// A halo that swells and fades around the badge. The badge itself stays solid: pulsing its
// opacity dimmed the white text on red below WCAG's 4.5:1 half the time (axe, /tournament).
// The halo is a layer of its own behind the text, moved by transform and opacity only, which
// the compositor animates without the page: a growing box-shadow made the browser restyle
// and repaint the whole page every frame for as long as the badge showed (on /tournament/CA,
// 230 ms of painting in a 3 s load, interleaved with the work of drawing the page).
const pulse = keyframes`
  0% { transform: scale(1); opacity: 0.7; }
  70%, 100% { transform: scale(1.2, 1.6); opacity: 0; }
`;

/** A tone's colour and the text colour that reads on its tint (the map's states use it too). */
export function badgeToneColors(
  { colors }: DefaultTheme,
  tone: BadgeTone | undefined,
): { fill: string; text: string } {
  switch (tone) {
    case 'gold':
      return { fill: colors.gold, text: colors.goldText };
    case 'live':
    case 'red':
      return { fill: colors.danger, text: colors.dangerText };
    case 'blue':
      return { fill: colors.info, text: colors.infoText };
    case 'yellow':
      return { fill: colors.warning, text: colors.warningText };
    case 'grey':
      return { fill: colors.neutral, text: colors.neutralText };
    default:
      return { fill: colors.primary, text: colors.primaryText };
  }
}

// Tinted fill + light text reads on the dark surfaces; `live` is solid so it stands out.
const toneStyles = (theme: DefaultTheme, tone: BadgeTone | undefined) => {
  if (tone === 'live') {
    const { colors } = theme;
    // The global reduced-motion rule stops the pulse for users who ask for less motion.
    return css`
      position: relative;
      isolation: isolate;
      background: ${colors.danger};
      border-color: ${colors.danger};
      color: ${colors.onDanger};
      &::after {
        content: '';
        position: absolute;
        inset: -1px;
        z-index: -1;
        border-radius: inherit;
        background: ${colors.danger};
        opacity: 0;
        pointer-events: none;
        animation: ${pulse} 1.6s ease-out infinite;
      }
    `;
  }
  const { fill, text } = badgeToneColors(theme, tone);
  return css`
    background: color-mix(in srgb, ${fill} 18%, transparent);
    border-color: color-mix(in srgb, ${fill} 45%, transparent);
    color: ${text};
  `;
};

export const Badge = styled.span<BadgeStyleProps>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0.125rem ${({ theme }) => theme.space[2]};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.05em;
  text-transform: uppercase;
  white-space: nowrap;
  ${({ theme, $tone = 'green' }) => toneStyles(theme, $tone)}
`;
