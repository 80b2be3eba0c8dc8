import { render } from '@testing-library/react';
import { documentTitle, useDocumentTitle } from './document-title';

function Named({ title }: { title: string | null }) {
  useDocumentTitle(title);
  return null;
}

describe('useDocumentTitle', () => {
  beforeEach(() => {
    document.title = 'Candidate | PAID';
  });

  it("names the page once the screen knows what it shows, in the site's format", () => {
    const { rerender } = render(<Named title={null} />);
    expect(document.title).toBe('Candidate | PAID');
    rerender(<Named title="Casey Morales" />);
    expect(document.title).toBe('Casey Morales | PAID');
    expect(document.title).toBe(documentTitle('Casey Morales'));
  });
});
