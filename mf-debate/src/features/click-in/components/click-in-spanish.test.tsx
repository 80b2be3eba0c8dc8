import { screen } from '@testing-library/react';
import { ApiError } from 'shared-api';
import { renderWithProviders } from 'shared-config/testing';
import { onSpanishPage } from 'shared-config/testing';
import { clickInRefusal } from '../click-in-refusal';
import { useClickInVideo } from '../hooks/use-click-in-video';
import { DurationChoice } from './duration-choice';
import { LiveView } from './live-view';

// The click-in on a Spanish page (docs/languages.md): its choice of time, the live countdown
// and the toasts of a refusal in Spanish.

jest.mock('../hooks/use-click-in-video', () => ({ useClickInVideo: jest.fn() }));

onSpanishPage();

it('offers the speaking time in Spanish', () => {
  renderWithProviders(<DurationChoice value={60} onChange={() => undefined} />);
  expect(screen.getByRole('group', { name: 'Tiempo de palabra' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: '60 segundos' })).toBeChecked();
  expect(screen.getByText('30 s')).toBeInTheDocument();
});

it('counts the live speaking time down in Spanish', () => {
  jest.mocked(useClickInVideo).mockReturnValue({ stream: null, publish: 'live', note: null });
  renderWithProviders(
    <LiveView stateCode="CA" durationSeconds={60} remainingSeconds={42} onEnd={() => undefined} />,
  );
  expect(screen.getByText('EN VIVO')).toBeInTheDocument();
  expect(screen.getByRole('timer', { name: 'Quedan 0:42 de tiempo de palabra' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Micrófono' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'Cámara' })).toHaveTextContent('Activado');
  expect(screen.getByRole('button', { name: 'Terminar tiempo de palabra' })).toBeInTheDocument();
});

it('says why a click-in was refused in Spanish', () => {
  const used = clickInRefusal(new ApiError(409, 'Already used'));
  expect(used.toast).toMatchObject({
    title: 'Click-In ya usado',
    description: 'Usted ya usó su Click-In en este debate.',
  });
  expect(clickInRefusal(new ApiError(403, 'No')).toast.title).toBe('Registro requerido');
});
