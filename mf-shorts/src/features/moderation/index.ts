export { ReportedPostsQueue } from './components/reported-posts-queue';
