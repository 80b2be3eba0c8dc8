import { render } from '@testing-library/react';
import { FIRST_PAINT_ELEMENT_ID } from 'shared-config/page-elements';
import { FirstPaintDone, removeFirstPaint } from './first-paint';

function addFirstPaint(): void {
  const element = document.createElement('div');
  element.id = FIRST_PAINT_ELEMENT_ID;
  document.body.append(element);
}

describe("the page's first paint", () => {
  it('is removed when what replaces it renders', () => {
    addFirstPaint();
    render(<FirstPaintDone />);
    expect(document.getElementById(FIRST_PAINT_ELEMENT_ID)).toBeNull();
  });

  it('is removed once, and removing it again is harmless', () => {
    addFirstPaint();
    removeFirstPaint();
    removeFirstPaint();
    expect(document.getElementById(FIRST_PAINT_ELEMENT_ID)).toBeNull();
  });
});
