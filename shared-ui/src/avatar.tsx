import { useState } from 'react';
import styled, { css } from 'styled-components';
import { initialsOf } from './format/initials';
import type { PaidTheme } from './theme/theme';

export type AvatarSize = 'sm' | 'md' | 'lg';

export interface AvatarProps {
  /** The picture; without one (or when it fails to load), the initials of `name` stand in. */
  src?: string | null;
  /** The picture's alt text: '' when a label beside it already says whose it is. */
  alt: string;
  /**
   * Whose picture it is. Without a picture its initials (`initialsOf`, the one rule for every
   * screen) stand in on a brand-coloured circle, hidden from screen readers, as the name
   * always stands beside it.
   */
  name: string;
  /** sm (32 px) for a bar, a list or a bracket slot, md (48 px) for a card, lg (96 px) for a profile. */
  size?: AvatarSize;
  className?: string;
}

const sizes: Record<
  AvatarSize,
  {
    px: number;
    fontSize: keyof PaidTheme['fontSizes'];
    fontWeight: keyof PaidTheme['fontWeights'];
  }
> = {
  sm: { px: 32, fontSize: 'xs', fontWeight: 'bold' },
  md: { px: 48, fontSize: 'md', fontWeight: 'bold' },
  lg: { px: 96, fontSize: '3xl', fontWeight: 'black' },
};

const circle = css<{ $size: AvatarSize }>`
  flex: none;
  width: ${({ $size }) => sizes[$size].px}px;
  height: ${({ $size }) => sizes[$size].px}px;
  border-radius: 50%;
`;

const Picture = styled.img<{ $size: AvatarSize }>`
  ${circle}
  display: block;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceRaised};
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
  line-height: 1;
  letter-spacing: 0.02em;
  user-select: none;
`;

/**
 * A person's picture in a circle, or their initials when there is no picture or it cannot
 * be loaded (a deleted file must not leave a broken-image icon in a bracket).
 */
/**
 * The name a member's avatar draws its initials from, wherever it shows (the top bar, the
 * account card): their first and last name, else their email. One rule, so one member never
 * reads "JR" in one place and "J" in another.
 */
export function memberAvatarName(member: {
  firstName?: string | null;
  lastName?: string | null;
  email: string;
}): string {
  return [member.firstName, member.lastName].filter(Boolean).join(' ') || member.email;
}

export function Avatar({ src, alt, name, size = 'sm', className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const px = sizes[size].px;
  return src && src !== failedSrc ? (
    <Picture
      src={src}
      alt={alt}
      width={px}
      height={px}
      // A list's pictures load as they scroll in; a profile's (lg) is the top of its page.
      loading={size === 'lg' ? undefined : 'lazy'}
      decoding="async"
      onError={() => setFailedSrc(src)}
      $size={size}
      className={className}
    />
  ) : (
    <Initial aria-hidden="true" data-avatar="initials" $size={size} className={className}>
      {initialsOf(name)}
    </Initial>
  );
}
