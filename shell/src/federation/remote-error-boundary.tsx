import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportRemoteError } from './report-remote-error';

interface Props {
  /** Federation name of the remote the area shows, for the error report. */
  remote: string;
  /** Rendered instead of the children after they threw; `retry` resets the boundary. */
  fallback: (error: Error, retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Catches a remote that fails to load or throws while rendering, so only its own area
 * shows a fallback; the top bar and every other route keep working.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('A remote area failed:', error, info.componentStack);
    reportRemoteError(this.props.remote, error);
  }

  private retry = (): void => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  render(): ReactNode {
    if (this.state.error) return this.props.fallback(this.state.error, this.retry);
    return this.props.children;
  }
}
