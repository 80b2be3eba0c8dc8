// Test-only: an inbox message as GET /api/messages/candidate/{id} answers it.
import type { DirectMessage } from 'shared-api';

export function messageFixture(id: number, overrides: Partial<DirectMessage> = {}): DirectMessage {
  return {
    id,
    subject: `Subject ${id}`,
    message: `Message ${id}`,
    sentAt: '2026-03-04T15:30:00.000Z',
    isRead: false,
    senderName: 'Jordan Voter',
    ...overrides,
  };
}
