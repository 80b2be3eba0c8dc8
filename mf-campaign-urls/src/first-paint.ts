import { defineFirstPaint, pageHeader } from 'shared-ui/first-paint';
import { GENERATOR_LEAD, GENERATOR_TITLE } from './screens/campaign-url-generator-text';

// What /campaign-url-generator paints before any script has run
// (shared-api/first-paint): its header, whose lead is the page's largest paint.
export default defineFirstPaint({
  screens: {
    'campaign-url-generator-screen': {
      parts: pageHeader({ title: GENERATOR_TITLE, lead: GENERATOR_LEAD, narrow: true }),
    },
  },
});
