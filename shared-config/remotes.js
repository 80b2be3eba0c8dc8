// The federated remotes of the composed site: one place for their names, the folder each
// is built in and the port of its standalone dev server. The server turns this list into
// /remotes.json at run time; the shell never learns remote URLs at build time.
module.exports = [
  { name: 'mf_brackets', package: 'mf-brackets', devPort: 3001 },
  { name: 'mf_debate', package: 'mf-debate', devPort: 3002 },
  { name: 'mf_candidate', package: 'mf-candidate', devPort: 3003 },
  { name: 'mf_shorts', package: 'mf-shorts', devPort: 3004 },
  { name: 'mf_campaign_urls', package: 'mf-campaign-urls', devPort: 3005 },
];
