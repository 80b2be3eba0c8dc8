// Makes `props.theme` typed as PaidTheme in every styled component of every package.
// index.ts references this file so consumers get it by importing shared-ui.
import 'styled-components';
import type { PaidTheme } from './theme';

declare module 'styled-components' {
  // An interface (not a type alias) is the only way to augment DefaultTheme.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends PaidTheme {}
}
