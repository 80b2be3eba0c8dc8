import { palette } from '../theme/tokens';

// Each line of a chart: a colour of at least 3:1 on the dark card (WCAG 1.4.11 for graphics)
// and its own dash pattern, so two lines are told apart without colour too; the legend draws
// the same stroke beside each name.

const VIOLET_300 = '#c4b5fd'; // 9.4:1 on ink900
const CYAN_300 = '#67e8f9'; // 13:1 on ink900

export const SERIES_STYLES: readonly { color: string; dash: string | undefined }[] = [
  { color: palette.green400, dash: undefined },
  { color: palette.gold400, dash: '8 4' },
  { color: palette.blue400, dash: '2 3' },
  { color: palette.red400, dash: '10 3 2 3' },
  { color: palette.orange400, dash: '4 4' },
  { color: palette.grey300, dash: '12 4' },
  { color: VIOLET_300, dash: '1 4' },
  { color: CYAN_300, dash: '6 2 1 2' },
];

export function seriesStyle(index: number) {
  return SERIES_STYLES[index % SERIES_STYLES.length];
}
