import { fireEvent, screen } from '@testing-library/react';
import { Avatar } from './avatar';
import { renderWithTheme } from './test-utils/render-with-theme';

describe('Avatar', () => {
  it('shows the picture with its alt text and its size', () => {
    renderWithTheme(<Avatar src="/files/jane.png" alt="Photo of Jane" name="Jane Doe" size="lg" />);
    const picture = screen.getByRole('img', { name: 'Photo of Jane' });
    expect(picture).toHaveAttribute('src', '/files/jane.png');
    expect(picture).toHaveAttribute('width', '96');
    expect(picture).toHaveAttribute('height', '96');
    // The top of a profile page loads at once; list pictures wait until they scroll in.
    expect(picture).not.toHaveAttribute('loading');
    expect(screen.queryByText('JD')).not.toBeInTheDocument();
  });

  it('is decorative with an empty alt when the name stands beside it', () => {
    const { container } = renderWithTheme(<Avatar src="/files/jane.png" alt="" name="Jane Doe" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(container.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('shows the initials, hidden from screen readers, without a picture', () => {
    renderWithTheme(<Avatar src={null} alt="Photo of Jane" name="Jane Doe" size="md" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('JD')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('JD')).toHaveAttribute('data-avatar', 'initials');
  });

  it("draws every name's initials by the one rule, 'CM' for Casey Morales", () => {
    renderWithTheme(<Avatar src={null} alt="" name="Casey Morales" />);
    expect(screen.getByText('CM')).toBeInTheDocument();
  });

  it('falls back to the initials when the picture cannot be loaded', () => {
    renderWithTheme(<Avatar src="/files/gone.png" alt="Photo of Jane" name="Jane Doe" />);
    fireEvent.error(screen.getByRole('img', { name: 'Photo of Jane' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('JD')).toBeInTheDocument();
  });

  it('tries a new picture again after an old one failed', () => {
    const { rerender } = renderWithTheme(
      <Avatar src="/files/gone.png" alt="Photo of Jane" name="Jane Doe" />,
    );
    fireEvent.error(screen.getByRole('img'));
    rerender(<Avatar src="/files/new.png" alt="Photo of Jane" name="Jane Doe" />);
    expect(screen.getByRole('img', { name: 'Photo of Jane' })).toHaveAttribute(
      'src',
      '/files/new.png',
    );
  });
});
