// What the feed offers the other Shorts features: how a post reads (support's queue shows
// reported posts as the feed does) and the clock its ages are measured by.
export { PostBody, type PostBodyProps } from './components/post-body';
export { useNow } from './hooks/use-now';
export { postAge } from './post-meta';
export { BackToShortsLink } from './components/back-to-shorts-link';
