import {
  escapeHtmlText,
  type FirstPaintAsset,
  type FirstPaintPart,
  type FirstPaintScreen,
  type PageValue,
} from 'shared-api/first-paint';
import { FIRST_PAINT_STYLE } from './first-paint-style';

// The pieces a remote's src/first-paint.ts builds its screens' first paints from (the format:
// shared-api/src/contracts/first-paint.ts). Strings given as text are escaped here; a page's
// values are slots the server fills with escaped text.

/** Markup: HTML strings and slots for page values. */
export type Markup = FirstPaintPart[];

/** A plain text (escaped) or markup. */
type Content = string | Markup;

const markup = (content: Content): Markup =>
  typeof content === 'string' ? [escapeHtmlText(content)] : content;

/** A page value's text, escaped, wrapped in `before` and `after` when it is there. */
export function pageValue(value: PageValue, before = '', after = ''): FirstPaintPart {
  return { value, before, after };
}

/** A value as a paragraph of the page's own text (a person's, kept as they wrote it). */
export function valueParagraph(value: PageValue): FirstPaintPart {
  return pageValue(value, '<p class="pfp-text">', '</p>');
}

/** Never in a text: marks where the value goes in `render`'s text. */
const VALUE_MARK = '\uE000';

/**
 * A sentence of the screen's with a page value in it, from the same function the screen
 * calls with the value (`render(name)`): the text escaped, the value a slot.
 */
export function textWithValue(value: PageValue, render: (value: string) => string): Markup {
  return render(VALUE_MARK)
    .split(VALUE_MARK)
    .flatMap((text, index) => [...(index > 0 ? [pageValue(value)] : []), escapeHtmlText(text)]);
}

/** The page column with the page header (shared-ui's PageHeader): title, lead, then `body`. */
export function pageHeader({
  title,
  lead,
  narrow = false,
  body = [],
}: {
  title: Content;
  lead?: Content;
  narrow?: boolean;
  body?: Markup;
}): Markup {
  return [
    `<div class="pfp-page${narrow ? ' pfp-narrow' : ''}"><header class="pfp-header"><h1 class="pfp-title">`,
    ...markup(title),
    '</h1>',
    ...(lead === undefined ? [] : ['<p class="pfp-lead">', ...markup(lead), '</p>']),
    '</header>',
    ...body,
    '</div>',
  ];
}

/** The same markup with each run of HTML strings as one. */
function joined(parts: Markup): Markup {
  return parts.reduce<Markup>((result, part) => {
    const last = result.at(-1);
    if (typeof part === 'string' && typeof last === 'string')
      result[result.length - 1] = last + part;
    else result.push(part);
    return result;
  }, []);
}

/** A remote's first paints: the common style, then the remote's own (`css`), and its screens. */
export function defineFirstPaint({
  css = '',
  screens,
  languages = {},
}: {
  css?: string;
  /** In English. */
  screens: Record<string, FirstPaintScreen>;
  /** The same screens in another language, by language ('es'). */
  languages?: Record<string, Record<string, FirstPaintScreen>>;
}): FirstPaintAsset {
  const joinedScreens = (of: Record<string, FirstPaintScreen>) =>
    Object.fromEntries(
      Object.entries(of).map(([name, screen]) => [
        name,
        { ...screen, parts: joined(screen.parts) },
      ]),
    );
  return {
    css: FIRST_PAINT_STYLE + css,
    screens: joinedScreens(screens),
    languages: Object.fromEntries(
      Object.entries(languages).map(([language, of]) => [language, joinedScreens(of)]),
    ),
  };
}
