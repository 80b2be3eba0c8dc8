import { defineFirstPaint, pageHeader } from 'shared-ui/first-paint';
import en from './locales/en.json';
import es from './locales/es.json';

// What /campaign-url-generator paints before any script has run
// (shared-api/first-paint): its header, whose lead is the page's largest paint. The words
// are the screen's own, from its catalogue, in each language.
const header = (messages: typeof en) => ({
  'campaign-url-generator-screen': {
    parts: pageHeader({
      title: messages['campaignUrls.page.title'],
      lead: messages['campaignUrls.page.lead'],
      narrow: true,
    }),
  },
});

export default defineFirstPaint({ screens: header(en), languages: { es: header(es) } });
