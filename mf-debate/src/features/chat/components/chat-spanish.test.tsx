import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatMessage } from 'shared-api';
import { json, mockApi, renderWithProviders } from 'shared-config/testing';
import { onSpanishPage } from 'shared-config/testing';
import { ChatRoom } from './chat-room';

// The chat on a Spanish page (docs/languages.md): a moderator's room, its tools, slow mode
// and the held queue in Spanish; the messages and names as their senders wrote them.

const BASE = '/api/chat/state-CA';

const chatMessage = (id: number, username: string, text: string, isModerated = false) =>
  ({
    id,
    channelId: 'state-CA',
    username,
    message: text,
    timestamp: '2026-01-02T03:04:05.000Z',
    isModerated,
    verified: true,
  }) satisfies ChatMessage;

onSpanishPage();

beforeEach(() => {
  mockApi({
    [`GET ${BASE}`]: () => json(200, [chatMessage(1, 'Casey Morales', 'Hola a todos')]),
    [`GET ${BASE}/settings`]: () => json(200, { slowModeSeconds: 10, isModerator: true }),
    [`GET ${BASE}/held`]: () => json(200, [chatMessage(7, 'Linker', 'paid.com', true)]),
  });
});

it("draws a moderator's chat room in Spanish", async () => {
  const user = userEvent.setup();
  renderWithProviders(<ChatRoom channelId="state-CA" username="Sam" />);
  const log = await screen.findByRole('log', { name: 'Mensajes del chat' });
  expect(within(log).getByText('Hola a todos')).toBeVisible();
  expect(within(log).getByText('Verificado')).toBeInTheDocument();
  expect(
    await screen.findByText(
      'El modo lento está activado: un mensaje cada 10 segundos (no para los moderadores).',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'Enviar un mensaje al chat' })).toBeInTheDocument();
  expect(screen.getByPlaceholderText('Escriba algo...')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();

  const moderation = screen.getByRole('region', { name: 'Moderación del chat' });
  expect(within(moderation).getByRole('combobox', { name: 'Modo lento' })).toHaveDisplayValue(
    'Un mensaje cada 10 segundos',
  );
  expect(await within(moderation).findByText('Retenidos para revisión (1)')).toBeInTheDocument();
  expect(within(moderation).getByText('Pendiente de revisión')).toBeInTheDocument();

  await user.click(
    within(log).getByRole('button', { name: 'Moderar el mensaje de Casey Morales' }),
  );
  const tools = screen.getByRole('group', { name: 'Moderación del mensaje de Casey Morales' });
  expect(within(tools).getByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
  expect(within(tools).getByRole('button', { name: 'Suspender 10 min' })).toBeInTheDocument();
  await user.click(within(tools).getByRole('button', { name: 'Prohibir' }));
  expect(
    within(tools).getByText('¿Prohibir a Casey Morales la entrada a este chat?'),
  ).toBeVisible();
});
