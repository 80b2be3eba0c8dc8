import { createElement, type SVGProps } from 'react';
import type { IconNode } from 'lucide';

export type { IconNode };

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref' | 'children'> {
  /** A Lucide icon, imported by name so only the icons used are bundled: `import { Star } from 'lucide'`. */
  icon: IconNode;
  /** Width and height in px. */
  size?: number;
  /**
   * What the icon means when it stands alone (a button with no text, a mark such as
   * 'Winner'): it is then an image with that name. Without it the icon is decoration beside
   * words that say the same, and screen readers skip it.
   */
  label?: string;
  strokeWidth?: number;
}

/**
 * One Lucide icon as inline SVG, drawn in the text colour (`currentColor`). Lucide's own icon
 * data (the `lucide` package: plain arrays, no framework code) rendered by this one small
 * component, shared by every app through shared-ui: each remote bundles only the icons it
 * uses, and no app carries an icon runtime of its own.
 */
export function Icon({ icon, size = 20, label, strokeWidth = 2, ...rest }: IconProps) {
  return createElement(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      width: size,
      height: size,
      viewBox: '0 0 24 24',
      fill: 'none',
      stroke: 'currentColor',
      strokeWidth,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
      focusable: 'false',
      ...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true }),
      ...rest,
    },
    icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes })),
  );
}
