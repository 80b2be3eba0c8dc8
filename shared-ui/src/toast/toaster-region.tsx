// The shell's toast region, loaded with the first toast (app-toaster.tsx). It must be this
// copy of react-hot-toast's store: see notify.ts for why remotes and the shell share it
// through shared-ui.
//
// react-hot-toast's headless entry: its store, timers and pause-on-hover, without its own
// <Toaster> and the CSS-in-JS library (goober) that draws it; the site draws its toasts with
// ToastCard, so that part was 3 KB of every page's script for nothing.
import { useEffect } from 'react';
import { resolveValue, toast, useToaster } from 'react-hot-toast/headless';
import styled from 'styled-components';
import { MAX_VISIBLE_TOASTS, TOAST_DURATION_MS } from './toaster-constants';

// Top centre, above the page. Toasts share one grid cell: the one fading out lies under the
// new one instead of pushing it down.
const Region = styled.div`
  position: fixed;
  top: ${({ theme }) => theme.space[4]};
  left: ${({ theme }) => theme.space[4]};
  right: ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: grid;
  justify-items: center;
  pointer-events: none;

  > * {
    grid-area: 1 / 1;
    pointer-events: auto;
  }
`;

export function ToasterRegion() {
  const { toasts, handlers } = useToaster({ duration: TOAST_DURATION_MS });

  // react-hot-toast has no limit option; its store lists the newest first, so dismiss the rest.
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(MAX_VISIBLE_TOASTS)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts]);

  return (
    <Region onMouseEnter={handlers.startPause} onMouseLeave={handlers.endPause}>
      {toasts.map((t) => (
        <div key={t.id}>{resolveValue(t.message, t)}</div>
      ))}
    </Region>
  );
}
