import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { PAGE_TRANSITION_MS } from 'shared-api';
import { renderWithProviders } from 'shared-config/testing';
import { TransitionOverlay } from './transition-overlay';

test('shows $$$ for 800 ms after a route change, not on first load', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithProviders(
    <>
      <Link to="/home">go</Link>
      <Routes>
        <Route path="*" element={null} />
      </Routes>
      <TransitionOverlay />
    </>,
  );
  expect(screen.queryByTestId('page-transition')).toBeNull();
  await user.click(screen.getByText('go'));
  expect(screen.getByTestId('page-transition')).toHaveTextContent('$$$');
  act(() => jest.advanceTimersByTime(PAGE_TRANSITION_MS - 1));
  expect(screen.getByTestId('page-transition')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByTestId('page-transition')).toBeNull();
  jest.useRealTimers();
});
