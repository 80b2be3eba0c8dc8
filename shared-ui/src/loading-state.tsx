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
    <CenteredPanel $padding={[6, 6]} className={className}>
      <Spinner label={label} />
    </CenteredPanel>
  );
}
