// Values the webpack config factory defines at build time (shared-config DefinePlugin).
declare const __PAID_APP__: string;
declare const __PAID_BUILD_TAG__: string;

declare module '*.mp4' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.woff2' {
  const url: string;
  export default url;
}
