import { defineFirstPaint, pageHeader, valueParagraph } from 'shared-ui/first-paint';
import { SHORTS_LEAD, SHORTS_TITLE } from './screens/shorts-text';

// What /Shorts paints before any script has run (shared-api/first-paint): its header,
// then the newest post's text, the page's largest paint. Only on a visitor's page, which
// carries the feed (a member's likes are theirs, so their page asks for it).
export default defineFirstPaint({
  screens: {
    'shorts-screen': {
      requires: ['first-post'],
      parts: pageHeader({
        title: SHORTS_TITLE,
        lead: SHORTS_LEAD,
        narrow: true,
        body: [valueParagraph('first-post')],
      }),
    },
  },
});
