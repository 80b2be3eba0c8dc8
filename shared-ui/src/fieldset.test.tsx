import { screen } from '@testing-library/react';
import { Fieldset } from './fieldset';
import { renderWithTheme } from './test-utils/render-with-theme';

describe('Fieldset', () => {
  it('is a group named by its legend, laid out by its container', () => {
    renderWithTheme(
      <Fieldset>
        <legend>Choose a template</legend>
        <input type="radio" aria-label="Donation Page" />
      </Fieldset>,
    );
    const group = screen.getByRole('group', { name: 'Choose a template' });
    expect(getComputedStyle(group).display).not.toBe('flex');
  });

  it('with $gap stands its children one under the other, the legend still its first child', () => {
    renderWithTheme(
      <Fieldset $gap={2}>
        <legend>Why are you reporting it?</legend>
        <input type="radio" aria-label="Spam" />
      </Fieldset>,
    );
    const group = screen.getByRole('group', { name: 'Why are you reporting it?' });
    expect(getComputedStyle(group).display).toBe('flex');
    expect(getComputedStyle(group).flexDirection).toBe('column');
    expect(group.firstElementChild?.tagName).toBe('LEGEND');
  });
});
