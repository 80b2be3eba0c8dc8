import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { PAGE_TRANSITION_MS } from 'shared-api';

const slide = keyframes`
  0% { transform: translateX(-100%); }
  30%, 70% { transform: translateX(0); }
  100% { transform: translateX(100%); }
`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: clamp(3rem, 12vw, 8rem);
  font-weight: ${({ theme }) => theme.fontWeights.black};
  /* Decorative: it must never swallow a click or a key press. */
  pointer-events: none;
  animation: ${slide} ${PAGE_TRANSITION_MS}ms ease-in-out forwards;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    opacity: 0.9;
  }
`;

/** The green '$$$' curtain shown for 800 ms whenever the route changes. */
export function TransitionOverlay() {
  const { pathname } = useLocation();
  const [visibleFor, setVisibleFor] = useState<string | null>(null);
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    setVisibleFor(pathname);
    const timer = setTimeout(() => setVisibleFor(null), PAGE_TRANSITION_MS);
    return () => clearTimeout(timer);
  }, [pathname]);

  if (!visibleFor) return null;
  return (
    <Overlay key={visibleFor} data-testid="page-transition" aria-hidden="true">
      $$$
    </Overlay>
  );
}
