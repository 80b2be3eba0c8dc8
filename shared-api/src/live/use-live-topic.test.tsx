import { act, render, screen } from '@testing-library/react';
import { FakeEventSource, withFakeLiveConnection } from 'shared-config/testing';
import { useLiveTopic } from './use-live-topic';

// Whether push is open, as a screen reads it to switch its polling off: true once the server
// is ready, false again when the connection drops, and never for no topic.

function Status({ topic }: { topic?: 'competition' }) {
  const open = useLiveTopic(topic, { onEvent: () => undefined, onResync: () => undefined });
  return <p>{open ? 'pushed' : 'polling'}</p>;
}

withFakeLiveConnection();

it('answers open once the server is ready, and closed again when the stream drops', async () => {
  render(
    <>
      <Status topic="competition" />
      <Status />
    </>,
  );
  expect(screen.getAllByText('polling')).toHaveLength(2);
  await act(async () => jest.advanceTimersByTime(0));
  const source = FakeEventSource.opened[0];
  await act(async () => source.emit('ready', { topics: [] }));
  // The one without a topic follows nothing and keeps polling.
  expect(screen.getByText('pushed')).toBeInTheDocument();
  expect(screen.getAllByText('polling')).toHaveLength(1);
  await act(async () => source.fail());
  expect(screen.getAllByText('polling')).toHaveLength(2);
});
