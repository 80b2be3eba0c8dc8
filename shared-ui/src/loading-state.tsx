import { CenteredPanel } from './centered-panel';
import { Spinner } from './spinner';

export interface LoadingStateProps {
  /** What screen readers announce, e.g. 'Loading posts'. */
  label: string;
  className?: string;
}

/** A spinner standing in for content that has not arrived yet. */
export function LoadingState({ label, className }: LoadingStateProps) {
  return (
    // data-screen-loading: the shell's page area holds a window's height while a screen
    // loads, so the footer stays below the fold until the content arrives (no layout shift).
    <CenteredPanel $padding={[6, 6]} className={className} data-screen-loading="">
      <Spinner label={label} />
    </CenteredPanel>
  );
}
