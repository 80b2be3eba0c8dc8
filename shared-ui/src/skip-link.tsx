import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { visuallyHiddenStyles } from './visually-hidden';

// A link for keyboard users past a long run of links (the top bar, a map of 50 states): out
// of sight until it has the focus, then the first thing on screen.

const Link = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space[2]};
  top: ${({ theme }) => theme.space[2]};
  z-index: ${({ theme }) => theme.zIndices.overlay};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  &:not(:focus) {
    ${visuallyHiddenStyles}
  }
`;

export interface SkipLinkProps {
  /** The id of what it skips to; that element needs tabIndex={-1} to take the focus. */
  targetId: string;
  children: ReactNode;
}

/**
 * Moves the focus to `targetId`, so the next Tab goes on from there. By hand rather than by
 * the #hash alone: the address stays the page's own, and the focus moves in every browser.
 */
export function SkipLink({ targetId, children }: SkipLinkProps) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <Link href={`#${targetId}`} onClick={skip}>
      {children}
    </Link>
  );
}
