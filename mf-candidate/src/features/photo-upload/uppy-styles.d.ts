// Uppy's stylesheets are side-effect imports that webpack's style-loader injects (and Jest
// maps to a stub); this lets TypeScript accept them.
declare module '@uppy/core/css/style.min.css';
declare module '@uppy/dashboard/css/style.min.css';
