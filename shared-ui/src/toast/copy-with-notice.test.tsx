import { act, screen } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';
import { renderWithTheme } from '../test-utils/render-with-theme';
import { AppToaster } from './app-toaster';
import { COPY_BY_HAND_TOAST_MS, copyWithNotice } from './copy-with-notice';

// The boundaries are the browser's clipboard and the real toaster, so what is checked is
// what the user gets: the text on the clipboard and the toast on the screen.
const notices = {
  copied: { title: 'Copied!', description: 'It is on your clipboard.' },
  failed: {
    title: 'Copy Failed',
    description: 'Copy it by hand.',
    variant: 'destructive' as const,
    duration: COPY_BY_HAND_TOAST_MS,
  },
};

const original = Object.getOwnPropertyDescriptor(window.navigator, 'clipboard');

function lendClipboard(clipboard: Pick<Clipboard, 'writeText'> | undefined) {
  Object.defineProperty(window.navigator, 'clipboard', { value: clipboard, configurable: true });
}

afterEach(() => {
  // The toast store is module state: clear it so tests do not see each other's toasts.
  act(() => toast.remove());
  if (original) Object.defineProperty(window.navigator, 'clipboard', original);
  else Reflect.deleteProperty(window.navigator, 'clipboard');
  jest.useRealTimers();
});

describe('copyWithNotice', () => {
  it('puts the text on the clipboard and shows the copied toast', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    lendClipboard({ writeText });
    renderWithTheme(<AppToaster />);
    let copied: boolean | undefined;
    await act(async () => {
      copied = await copyWithNotice('https://example.com/a', notices);
    });
    expect(copied).toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://example.com/a');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Copied!');
    expect(status).toHaveTextContent('It is on your clipboard.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the failed toast, for as long as the caller asks, when the clipboard refuses', async () => {
    jest.useFakeTimers();
    lendClipboard({
      writeText: jest.fn().mockRejectedValue(new DOMException('Denied', 'NotAllowedError')),
    });
    renderWithTheme(<AppToaster />);
    let copied: boolean | undefined;
    await act(async () => {
      copied = await copyWithNotice('https://example.com/a', notices);
    });
    expect(copied).toBe(false);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Copy Failed');
    expect(alert).toHaveTextContent('Copy it by hand.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(COPY_BY_HAND_TOAST_MS - 1));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the failed toast when the browser has no clipboard', async () => {
    lendClipboard(undefined);
    renderWithTheme(<AppToaster />);
    let copied: boolean | undefined;
    await act(async () => {
      copied = await copyWithNotice('https://example.com/a', notices);
    });
    expect(copied).toBe(false);
    expect(screen.getByRole('alert')).toHaveTextContent('Copy Failed');
  });
});
