import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-config/testing';
import { ReadyToFundraise } from './ready-to-fundraise';

describe('ReadyToFundraise', () => {
  it('offers GO LIVE to an activated candidate', async () => {
    const onGoLive = jest.fn();
    renderWithProviders(<ReadyToFundraise isActivated isStarting={false} onGoLive={onGoLive} />);
    expect(screen.getByRole('heading', { name: 'Ready to Fundraise?' })).toBeVisible();
    expect(screen.getByText('Start your live stream to connect with donors')).toBeVisible();
    expect(screen.queryByText('Account activation required')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'GO LIVE' }));
    expect(onGoLive).toHaveBeenCalledTimes(1);
  });

  it("disables GO LIVE with 'Account activation required' when not activated", async () => {
    const onGoLive = jest.fn();
    renderWithProviders(
      <ReadyToFundraise isActivated={false} isStarting={false} onGoLive={onGoLive} />,
    );
    const button = screen.getByRole('button', { name: 'GO LIVE' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Account activation required');
    await userEvent.click(button);
    expect(onGoLive).not.toHaveBeenCalled();
  });

  it('disables GO LIVE while the stream is starting', () => {
    renderWithProviders(<ReadyToFundraise isActivated isStarting onGoLive={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'GO LIVE' })).toBeDisabled();
  });
});
