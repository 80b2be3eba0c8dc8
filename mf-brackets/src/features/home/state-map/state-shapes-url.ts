// The states' shapes as a file of their own (scripts/build-state-shapes.mjs writes it): webpack
// emits it beside the remote's chunks with a content hash in its name and gives its URL, so
// the map fetches plain data after the first paint and /home's scripts do not carry it.

/** What state-shapes.json holds. */
export interface StateShapes {
  source: string;
  viewBox: string;
  states: Record<string, StateShape>;
}

export interface StateShape {
  /** The SVG path, in the viewBox's coordinates. */
  d: string;
  /** Where the label goes. */
  x: number;
  y: number;
  /** A state too small for its label: the label stands apart, with a line from here. */
  lineX?: number;
  lineY?: number;
}

export const STATE_SHAPES_URL = new URL('./state-shapes.json', import.meta.url).href;
