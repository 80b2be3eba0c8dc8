// hls.js's light build (mf-candidate's HLS player, docs/video.md "HLS for crowds"): the same
// API as the full build for what it keeps, but its package exports no types for it.
declare module 'hls.js/light' {
  export { default } from 'hls.js';
  export * from 'hls.js';
}
