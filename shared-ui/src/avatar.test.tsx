import { screen } from '@testing-library/react';
import { Avatar } from './avatar';
import { renderWithTheme } from './test-utils/render-with-theme';

describe('Avatar', () => {
  it('shows the picture with its alt text', () => {
    renderWithTheme(<Avatar src="/files/jane.png" alt="Photo of Jane" initial="J" size="lg" />);
    expect(screen.getByRole('img', { name: 'Photo of Jane' })).toHaveAttribute(
      'src',
      '/files/jane.png',
    );
    expect(screen.queryByText('J')).not.toBeInTheDocument();
  });

  it('shows the initial, hidden from screen readers, without a picture', () => {
    renderWithTheme(<Avatar src={null} alt="Photo of Jane" initial="J" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('J')).toHaveAttribute('aria-hidden', 'true');
  });
});
