export { ReportedPostsQueue } from './components/reported-posts-queue';
export { ReportedCommentsQueue } from './components/reported-comments-queue';
