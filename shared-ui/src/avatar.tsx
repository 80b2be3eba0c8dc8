import styled, { css } from 'styled-components';
import type { PaidTheme } from './theme/theme';

export type AvatarSize = 'sm' | 'lg';

export interface AvatarProps {
  /** The picture; without one, `initial` on a brand-coloured circle stands in for it. */
  src?: string | null;
  /** The picture's alt text: '' when a label beside it already says whose it is. */
  alt: string;
  /** One letter, shown without a picture (hidden from screen readers, as decoration). */
  initial: string;
  /** sm (32 px) for a bar or a list, lg (96 px) for a profile card. */
  size?: AvatarSize;
  className?: string;
}

const sizes: Record<
  AvatarSize,
  {
    width: string;
    fontSize: keyof PaidTheme['fontSizes'];
    fontWeight: keyof PaidTheme['fontWeights'];
  }
> = {
  sm: { width: '32px', fontSize: 'sm', fontWeight: 'bold' },
  lg: { width: '96px', fontSize: '3xl', fontWeight: 'black' },
};

const circle = css<{ $size: AvatarSize }>`
  width: ${({ $size }) => sizes[$size].width};
  height: ${({ $size }) => sizes[$size].width};
  border-radius: 50%;
`;

const Picture = styled.img<{ $size: AvatarSize }>`
  ${circle}
  object-fit: cover;
`;

const Initial = styled.span<{ $size: AvatarSize }>`
  ${circle}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme, $size }) => theme.fontSizes[sizes[$size].fontSize]};
  font-weight: ${({ theme, $size }) => theme.fontWeights[sizes[$size].fontWeight]};
`;

/** A person's picture in a circle, or their initial when there is no picture. */
export function Avatar({ src, alt, initial, size = 'sm', className }: AvatarProps) {
  return src ? (
    <Picture src={src} alt={alt} $size={size} className={className} />
  ) : (
    <Initial aria-hidden="true" $size={size} className={className}>
      {initial}
    </Initial>
  );
}
