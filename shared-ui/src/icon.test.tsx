import { render, screen } from '@testing-library/react';
import { Star, X } from 'lucide';
import { Icon } from './icon';

describe('Icon', () => {
  it('draws the Lucide icon as inline SVG in the text colour, hidden as decoration', () => {
    const { container } = render(<Icon icon={Star} size={16} />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('width', '16');
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg).toHaveAttribute('fill', 'none');
    expect(svg.querySelectorAll('path')).toHaveLength(Star.length);
    expect(svg.querySelector('path')).toHaveAttribute('d', Star[0][1].d);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is an image with a name when it stands alone', () => {
    render(<Icon icon={X} label="Close" />);
    const image = screen.getByRole('img', { name: 'Close' });
    expect(image).not.toHaveAttribute('aria-hidden');
    expect(image.querySelectorAll('path')).toHaveLength(X.length);
  });

  it('passes fill, colour and class through, for filled or tinted icons', () => {
    const { container } = render(
      <Icon icon={Star} fill="currentColor" color="#facc15" className="gold" />,
    );
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('fill', 'currentColor');
    expect(svg).toHaveAttribute('color', '#facc15');
    expect(svg).toHaveClass('gold');
  });
});
