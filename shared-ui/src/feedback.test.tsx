import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { ProgressBar } from './progress-bar';
import { Spinner } from './spinner';
import { renderWithTheme } from './test-utils/render-with-theme';

describe('Spinner', () => {
  it('is a status with a default accessible label', () => {
    renderWithTheme(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('takes a custom label', () => {
    renderWithTheme(<Spinner label="Loading messages..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading messages...');
  });
});

describe('ProgressBar', () => {
  it('exposes its value, clamped to the range', () => {
    renderWithTheme(<ProgressBar label="Speaking time" value={140} />);
    const bar = screen.getByRole('progressbar', { name: 'Speaking time' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
  });

  it('supports a custom range and value text', () => {
    renderWithTheme(<ProgressBar label="Time left" value={45} max={60} valueText="0:45 left" />);
    const bar = screen.getByRole('progressbar', { name: 'Time left' });
    expect(bar).toHaveAttribute('aria-valuemax', '60');
    expect(bar).toHaveAttribute('aria-valuetext', '0:45 left');
  });
});

describe('ErrorState', () => {
  it('is an alert with a retry button', async () => {
    const onRetry = jest.fn();
    renderWithTheme(<ErrorState message="Error loading posts: 500" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading posts: 500');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no button without onRetry', () => {
    renderWithTheme(<ErrorState message="Oops" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('EmptyState', () => {
  it('shows a heading, text and action', () => {
    renderWithTheme(
      <EmptyState
        title="Nothing here yet"
        text="Be the first."
        action={<Button>Start</Button>}
        headingLevel={2}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Nothing here yet' })).toBeInTheDocument();
    expect(screen.getByText('Be the first.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
  });
});
