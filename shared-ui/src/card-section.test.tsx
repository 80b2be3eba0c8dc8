import { screen } from '@testing-library/react';
import { CardSection } from './card-section';
import { renderWithTheme } from './test-utils/render-with-theme';

describe('CardSection', () => {
  it('is a section named by the h2 in its header, with its content', () => {
    renderWithTheme(
      <CardSection title="Share a post">
        <p>Content</p>
      </CardSection>,
    );
    const section = screen.getByRole('region', { name: 'Share a post' });
    expect(screen.getByRole('heading', { level: 2, name: 'Share a post' })).toBeInTheDocument();
    expect(section).toHaveTextContent('Content');
  });
});
