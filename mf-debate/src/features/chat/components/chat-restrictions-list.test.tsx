import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatRestrictionEntry } from 'shared-api';
import { json, mockApi, renderWithProviders } from 'shared-config/testing';
import { ChatRestrictionsList } from './chat-restrictions-list';

// Support's list of a chat's bans and time-outs (docs/roles.md): what each holds, and Lift
// from the keyboard, after which the list is read again.

const LIST = 'GET /api/admin/chat-restrictions';

const ban: ChatRestrictionEntry = {
  id: 5,
  channelId: 'state-CA',
  kind: 'ban',
  username: 'troll9',
  account: true,
  address: true,
  until: null,
  createdAt: '2026-01-02T03:04:05.000Z',
  createdBy: 'Dana Debater',
};

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it('lists the bans in force and lifts one from the keyboard', async () => {
  let lifted = false;
  const api = mockApi({
    [LIST]: () => json(200, lifted ? [] : [ban]),
    'POST /api/admin/chat-restrictions/5/lift': () => {
      lifted = true;
      return json(200, { id: 5, changed: true });
    },
  });
  const user = userEvent.setup();
  renderWithProviders(<ChatRestrictionsList channelId="state-CA" />);
  const region = await screen.findByRole('region', { name: 'Bans and time-outs' });
  expect(await within(region).findByText('troll9')).toBeVisible();
  expect(
    within(region).getByText(
      'Banned by Dana Debater; also their account and guests at their address.',
    ),
  ).toBeVisible();
  expect(api.calls(LIST)[0].url).toContain('channelId=state-CA');

  within(region).getByRole('button', { name: 'Lift the ban of troll9' }).focus();
  await user.keyboard('{Enter}');
  await waitFor(() =>
    expect(api.calls('POST /api/admin/chat-restrictions/5/lift')).toHaveLength(1),
  );
  expect(await within(region).findByText('Nobody is restricted')).toBeVisible();
  expect(within(region).getByRole('heading', { name: 'Bans and time-outs (0)' })).toBeVisible();
});
