import styled, { css, type DefaultTheme } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'gold';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $fullWidth?: boolean;
}

const variantStyles = (theme: DefaultTheme, variant: ButtonVariant) => {
  const { colors } = theme;
  switch (variant) {
    case 'secondary':
      return css`
        background: ${colors.surfaceRaised};
        color: ${colors.text};
        border-color: ${colors.borderStrong};
        &:hover:not(:disabled, [aria-disabled='true']) {
          border-color: ${colors.primary};
        }
      `;
    case 'ghost':
      return css`
        background: transparent;
        color: ${colors.text};
        &:hover:not(:disabled, [aria-disabled='true']) {
          background: rgba(255, 255, 255, 0.06);
        }
      `;
    case 'danger':
      return css`
        background: ${colors.danger};
        color: ${colors.onDanger};
        &:hover:not(:disabled, [aria-disabled='true']) {
          background: ${colors.dangerHover};
        }
      `;
    case 'gold':
      return css`
        background: ${colors.gold};
        color: ${colors.onGold};
        &:hover:not(:disabled, [aria-disabled='true']) {
          background: ${colors.goldHover};
          box-shadow: ${theme.shadows.glowGold};
        }
      `;
    default:
      return css`
        background: ${colors.primary};
        color: ${colors.onPrimary};
        &:hover:not(:disabled, [aria-disabled='true']) {
          background: ${colors.primaryHover};
          box-shadow: ${theme.shadows.glowGreen};
        }
        &:active:not(:disabled, [aria-disabled='true']) {
          background: ${colors.primaryActive};
        }
      `;
  }
};

const sizeStyles = (theme: DefaultTheme, size: ButtonSize) => {
  const { space, fontSizes } = theme;
  const bySize = {
    sm: css`
      min-height: 2rem;
      padding: ${space[1]} ${space[3]};
      font-size: ${fontSizes.sm};
    `,
    md: css`
      min-height: 2.5rem;
      padding: ${space[2]} ${space[4]};
      font-size: ${fontSizes.md};
    `,
    lg: css`
      min-height: 3rem;
      padding: ${space[3]} ${space[6]};
      font-size: ${fontSizes.lg};
    `,
  };
  return bySize[size];
};

/**
 * The one button. A styled component (not a wrapper) so `as={Link}` or `as="a"` keeps the
 * target's own props. As a link, use `aria-disabled="true"` instead of `disabled`.
 */
export const Button = styled.button.attrs<ButtonStyleProps>((props) => ({
  // Buttons do not submit forms by accident; links (`as`) get no type at all.
  type: 'as' in props && props.as ? props.type : (props.type ?? 'button'),
}))`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: center;
  text-decoration: none;
  letter-spacing: 0.02em;
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.durations.fast},
    border-color ${({ theme }) => theme.durations.fast},
    box-shadow ${({ theme }) => theme.durations.fast};
  ${({ theme, $variant = 'primary' }) => variantStyles(theme, $variant)}
  ${({ theme, $size = 'md' }) => sizeStyles(theme, $size)}

  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
    box-shadow: none;
  }
`;
