import * as constants from './constants';
import * as contracts from './contracts';

// The product's figures: a changed number here is a product change, not a refactor.
describe('constants', () => {
  it('match spec section 9', () => {
    expect(constants).toMatchObject({
      COMPETITION_SUMMARY_REFETCH_MS: 10000,
      CHAT_POLL_MS: 3000,
      STREAM_STATS_POLL_MS: 5000,
      DONATIONS_POLL_MS: 5000,
      POSTS_REFETCH_MS: 30000,
      CHAT_HISTORY_LIMIT: 50,
      CHAT_MESSAGE_MAX: 500,
      CHAT_USERNAME_MAX: 20,
      POST_MAX_CHARS: 280,
      PAGE_TRANSITION_MS: 800,
      UNAUTHORIZED_REDIRECT_MS: 1000,
      TOAST_LIMIT: 1,
      TOAST_DURATION_MS: 5000,
      BRACKET_SIZE: { state: 8, county: 4, city: 2 },
      PRIZE_LABEL: '$1.25M',
      TILE_WARM_MIN: 10000,
      TILE_HOT_ABOVE: 50000,
      CLICK_IN_DURATIONS: [30, 60, 90],
      CLICK_IN_DEFAULT: 30,
      CLICK_IN_WAIT_MS: 3000,
      VIEWER_DRIFT_MS: 5000,
      VIEWER_DRIFT_MIN: -5,
      VIEWER_DRIFT_MAX: 14,
      AI_INSIGHT_MS: 8000,
      AI_INSIGHTS_KEPT: 10,
      ANALYTICS_TICK_MS: 1000,
      REACTION_MS: 3000,
      PHOTO_MAX_BYTES: 10485760,
      MEDIA_MAX_BYTES: 10485760,
      TOURNAMENT_START_DELAY_DAYS: 7,
      FORM_MIN: { name: 2, position: 2, geographicCode: 2, phone: 10 },
    });
  });

  it('are re-exported by the contracts entry point, for the server', () => {
    expect(contracts.CHAT_MESSAGE_MAX).toBe(constants.CHAT_MESSAGE_MAX);
    expect(contracts.POST_MAX_CHARS).toBe(constants.POST_MAX_CHARS);
  });
});
