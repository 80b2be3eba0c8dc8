import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast/headless';
import { renderWithTheme } from '../test-utils/render-with-theme';
import { AppToaster } from './app-toaster';
import { notify } from './notify';
import { loadToastModules } from './toast-modules';

// The toast code loads with the first toast; loaded once here, every toast draws at once.
beforeAll(() => loadToastModules());

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  // The toast store is module state: clear it so tests do not see each other's toasts.
  act(() => toast.remove());
  jest.useRealTimers();
});

describe('notify + AppToaster', () => {
  it('shows a title and description as a status message', () => {
    renderWithTheme(<AppToaster />);
    act(() => {
      notify({ title: 'Profile Updated', description: 'Your profile has been updated.' });
    });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Profile Updated');
    expect(status).toHaveTextContent('Your profile has been updated.');
  });

  it('announces destructive toasts as alerts', () => {
    renderWithTheme(<AppToaster />);
    act(() => {
      notify({
        title: 'Submission Failed',
        description: 'There was an error submitting the form. Please try again.',
        variant: 'destructive',
      });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Submission Failed');
  });

  it('keeps at most one toast visible: the latest', () => {
    renderWithTheme(<AppToaster />);
    act(() => {
      notify({ title: 'First toast' });
    });
    act(() => {
      notify({ title: 'Second toast', variant: 'destructive' });
    });
    // The older one is dismissed at once: hidden from assistive tech while it fades out...
    expect(screen.queryAllByRole('status')).toHaveLength(0);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Second toast');
    // ...and gone from the DOM after react-hot-toast's removal delay.
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('First toast')).not.toBeInTheDocument();
    expect(screen.getByText('Second toast')).toBeVisible();
  });

  it('hides a toast after 5000 ms', () => {
    renderWithTheme(<AppToaster />);
    act(() => {
      notify({ title: 'Message Sent' });
    });
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByRole('status')).toHaveTextContent('Message Sent');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // While it fades, its Dismiss button must not take focus inside hidden content.
    const fading = screen.getByText('Message Sent').closest('[aria-hidden="true"]');
    expect(fading).toHaveAttribute('inert');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('Message Sent')).not.toBeInTheDocument();
  });

  it('can be dismissed with its close button', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithTheme(<AppToaster />);
    act(() => {
      notify({ title: 'URL Generated' });
    });
    await user.click(
      within(screen.getByRole('status')).getByRole('button', { name: 'Dismiss notification' }),
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
