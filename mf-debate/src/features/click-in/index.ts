export { ClickInPanel, type ClickInPanelProps } from './components/click-in-panel';
export type { RandomSource } from './queue-position';
