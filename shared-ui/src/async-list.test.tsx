import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AsyncList, type AsyncListProps } from './async-list';
import { EmptyState } from './empty-state';
import { renderWithTheme } from './test-utils/render-with-theme';

function renderList(props: Partial<AsyncListProps<string>> = {}) {
  return renderWithTheme(
    <AsyncList<string>
      title="Things"
      items={[]}
      itemKey={(item) => item}
      renderItem={(item) => <span>{item}</span>}
      isLoading={false}
      loadingLabel="Loading things"
      empty={<EmptyState title="No things yet" />}
      {...props}
    />,
  );
}

describe('AsyncList', () => {
  it('is a section named by its h2 title, with a spinner while loading', () => {
    renderList({ isLoading: true, items: ['a'] });
    expect(screen.getByRole('region', { name: 'Things' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Things' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading things');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows an error with a retry in place of the items', async () => {
    const onRetry = jest.fn();
    renderList({ error: 'Could not load things', onRetry, items: ['a'] });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load things');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state without items', () => {
    renderList({ footer: <button>More</button> });
    expect(screen.getByRole('heading', { name: 'No things yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });

  it('lists the items in order, with the footer under them', () => {
    renderList({ items: ['a', 'b'], footer: <button>More</button> });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['a', 'b']);
    expect(screen.getByRole('button', { name: 'More' })).toBeInTheDocument();
  });
});
