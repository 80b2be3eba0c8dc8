import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { FakeEventSource, withFakeLiveConnection } from 'shared-config/testing';
import { LIVE_REFRESH_COALESCE_MS, useLiveRefresh } from './use-live-refresh';

// A live topic whose events say "this changed": the screen's keys are read again at once,
// and events that come together (a replay, a burst of gifts) are read again once, not once
// each.

withFakeLiveConnection();

function Follower() {
  useLiveRefresh('competition', [['competition', 'summary']]);
  return null;
}

it('reads the keys again at once, and a burst of events once more at the end of its window', async () => {
  const client = new QueryClient();
  const invalidate = jest.spyOn(client, 'invalidateQueries').mockResolvedValue(undefined);
  render(
    <QueryClientProvider client={client}>
      <Follower />
    </QueryClientProvider>,
  );
  await act(async () => jest.advanceTimersByTime(0));
  const source = FakeEventSource.opened[0];
  await act(async () => source.emit('ready', {})); // a first connection: read afresh
  expect(invalidate).toHaveBeenCalledTimes(1);
  expect(invalidate).toHaveBeenLastCalledWith({ queryKey: ['competition', 'summary'] });
  for (let id = 1; id <= 40; id++)
    source.emit('money', { topic: 'competition', data: {} }, `${id}`);
  expect(invalidate).toHaveBeenCalledTimes(1);
  act(() => jest.advanceTimersByTime(LIVE_REFRESH_COALESCE_MS));
  expect(invalidate).toHaveBeenCalledTimes(2);
  // A quiet window passes without reading again; the next event is read at once.
  act(() => jest.advanceTimersByTime(LIVE_REFRESH_COALESCE_MS));
  expect(invalidate).toHaveBeenCalledTimes(2);
  source.emit('money', { topic: 'competition', data: {} }, '41');
  expect(invalidate).toHaveBeenCalledTimes(3);
});
