import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-config/testing';
import { PostTime } from './post-time';

describe('PostTime', () => {
  const at = '2026-11-28T09:30:00.000Z';
  const now = Date.parse('2026-11-28T12:00:00.000Z');

  it('shows the age, and writes the exact local time as a tooltip once a pointer reaches it', () => {
    renderWithProviders(<PostTime at={at} now={now} />);
    const time = screen.getByText('2h');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', at);
    // Not in the first render: the first locale format of a page loads ICU's data.
    expect(time).not.toHaveAttribute('title');
    fireEvent.pointerEnter(time);
    expect(time).toHaveAttribute('title', new Date(at).toLocaleString());
  });
});
