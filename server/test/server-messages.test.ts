import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import * as contracts from 'shared-api/contracts';
import { LANGUAGE_COOKIE } from 'shared-api/languages';
import contractEn from 'shared-api/locales/en.json' with { type: 'json' };
import contractEs from 'shared-api/locales/es.json' with { type: 'json' };
import serverEn from '../src/locales/en.json' with { type: 'json' };
import serverEs from '../src/locales/es.json' with { type: 'json' };
import { DUPLICATE_EMAIL_MESSAGE, INVALID_LOGIN_MESSAGE } from '../src/auth/accounts';
import {
  ACTIVATION_NAME_TAKEN_MESSAGE,
  NAME_TAKEN_MESSAGE,
  RIGHT_REFUSED_MESSAGES,
} from '../src/candidates/eligibility';
import { NO_PROFILE_MESSAGE, PROFILE_EXISTS_MESSAGE } from '../src/candidates/candidate-writes';
import { CHAT_CHANNEL_NOT_FOUND, NOT_A_MODERATOR } from '../src/chat/channel-moderators';
import { BANNED_MESSAGE, timedOutMessage } from '../src/chat/chat-restrictions';
import { MESSAGE_NOT_FOUND, NOT_HELD } from '../src/chat/message-moderation';
import {
  PROTECTED_SENDER_MESSAGE,
  SELF_RESTRICT_MESSAGE,
  SUPPORT_SENDER_MESSAGE,
} from '../src/chat/protected-senders';
import { slowModeMessage } from '../src/chat/slow-mode';
import { reportStartMessage } from '../src/committee-report/report-start';
import {
  EMAIL_NOT_VERIFIED_MESSAGE as OIDC_EMAIL_NOT_VERIFIED_MESSAGE,
  FLOW_EXPIRED_MESSAGE,
  PROVIDER_FAILED_MESSAGE,
} from '../src/auth/oidc';
import type { Db } from '../src/db/db';
import { limitExceededMessage } from '../src/donations/donor-allowance';
import {
  ALREADY_RESOLVED_MESSAGE,
  BEING_REFUNDED_MESSAGE,
  CHANGED_MESSAGE,
  NO_ROOM_MESSAGE,
} from '../src/donations/excess-resolution';
import { notRefundableMessage, unknownDonationMessage } from '../src/donations/refund-donation';
import { ITEMISATION_MESSAGE, missingItemisationFields } from '../src/donations/itemisation';
import {
  CANDIDATE_NOT_FOUND_MESSAGE,
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
} from '../src/donations/make-donation';
import { PLAN_NOT_FOUND_MESSAGE } from '../src/donations/recurring-gifts';
import { NO_SAVED_CARD_MESSAGE } from '../src/donations/saved-card-gift';
import {
  NO_ELECTION_AHEAD_MESSAGE,
  NOT_CANDIDATES_ELECTION_MESSAGE,
  PAST_ELECTION_MESSAGE,
} from '../src/elections/candidate-elections';
import {
  CYCLE_EXISTS_MESSAGE,
  ELECTION_EXISTS_MESSAGE,
  ELECTION_OUTSIDE_CYCLE_MESSAGE,
  unknownCycleMessage,
  unknownElectionMessage,
} from '../src/elections/election-admin';
import {
  EXPERIMENT_NOT_FOUND_MESSAGE,
  EXPERIMENT_RUNNING_MESSAGE,
} from '../src/experiments/donate-experiments';
import { lookUpGeographicCode } from '../src/geo/geographic-code';
import { CROSS_SITE_MESSAGE, JSON_ONLY_MESSAGE } from '../src/http/security';
import { NUL_CHARACTER_MESSAGE } from '../src/http/validate';
import { errorBodyIn, translateMessage } from '../src/languages/server-messages';
import {
  CLICK_IN_NO_DEBATE,
  CLICK_IN_NOT_RUNNING,
  CLICK_IN_ON_STAGE,
  CLICK_IN_USED,
} from '../src/media/click-ins';
import { HOP_REFUSED } from '../src/media/media-hop';
import { VIDEO_UNAVAILABLE } from '../src/media/media-server';
import { PUBLISH_REFUSED } from '../src/media/publish-tokens';
import { MEDIA_MESSAGES } from '../src/posts/media-data-url';
import { TEST_DECLINE_REASONS } from '../src/payments/test-payment-provider';
import { CHAT_RESTRICTION_NOT_FOUND } from '../src/routes/chat-restriction-routes';
import { CHAT_TOO_FAST_MESSAGE } from '../src/routes/chat-routes';
import { NO_MONTHLY_CHARGE_MESSAGE } from '../src/routes/donation-routes';
import {
  PAYMENT_UNAVAILABLE_MESSAGE,
  SAVE_CARD_NEEDS_ACCOUNT_MESSAGE,
} from '../src/routes/gift-answers';
import { LIVE_STREAMS_PER_ADDRESS_MESSAGE } from '../src/routes/live-routes';
import { NO_INBOX, RECIPIENT_MISMATCH } from '../src/routes/message-routes';
import { REPLAY_NOT_FOUND } from '../src/routes/replay-routes';
import {
  COMPLETED_TOURNAMENT_MESSAGE,
  unknownCandidateMessage,
  unknownEmailMessage,
  unknownTournamentMessage,
} from '../src/support/admin-actions';
import {
  TOURNAMENT_ONE_UPCOMING_MESSAGE,
  TOURNAMENT_RUNNING_MESSAGE,
} from '../src/tournaments/create-tournament';
import { NOT_YOUR_FILE, PHOTO_URL_MESSAGE } from '../src/uploads/photo-uploads';
import { UPLOAD_BYTES_MESSAGE, UPLOAD_COUNT_MESSAGE } from '../src/uploads/upload-allowance';
import {
  TOKEN_EXPIRED,
  TOKEN_UNKNOWN,
  TOKEN_USED,
  TOO_MANY_OPEN_UPLOADS,
} from '../src/uploads/upload-tokens';
import {
  ALL_ATTESTATIONS,
  countingProvider,
  donationApp,
  donationForm,
} from './helpers/donation-requests';
import { insertUser, loginCookies } from './helpers/make-accounts';
import {
  contractCheckMessages,
  scanServerSentences,
  skeletonOf,
  type FoundSentence,
} from './helpers/server-sentences';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';
import { addCandidate } from './helpers/tournament-fixtures';

/** The one table, as the server reads it (server-messages.ts). */
const en: Record<string, string> = { ...contractEn, ...serverEn };
const es: Record<string, string> = { ...contractEs, ...serverEs };

// The server's words in the request's language (docs/languages.md "The server's words"): the
// one table (shared-api/src/locales/es.json, keyed by the English sentence), what it must
// hold (every message of the donation form, the donation's refusals, the account's, the rate
// limits', not found; the chat's, the posts', the candidates', support's, the campaign links',
// the debates' and streams'; and every sentence the server's code throws or the contract's
// checks answer, read from the source), its patterns for sentences with values inside, and
// the error handler that answers every error through it.

const spanish = (message: string) => translateMessage(message, 'es');

/** Every message `schema` answers for the bad values of each field of `good`. */
function messagesOf(
  schema: z.ZodType,
  good: Record<string, unknown>,
  bad: Record<string, unknown[]>,
) {
  const found = new Set<string>();
  const parse = (value: unknown) => {
    const result = schema.safeParse(value);
    if (!result.success) for (const issue of result.error.issues) found.add(issue.message);
  };
  for (const [field, values] of Object.entries(bad)) {
    for (const value of values) parse({ ...good, [field]: value });
  }
  for (const whole of [null, 'x', [], undefined]) parse(whole);
  return [...found];
}

const LONG = 'x'.repeat(6000);

/** The donation form's body with each field wrong in each way a field can be. */
const DONATION_MESSAGES = messagesOf(
  contracts.donationFormSchema,
  {
    candidateId: 1,
    amount: 25,
    donorName: 'Ada',
    donorEmail: 'ada@example.com',
    attestations: { ...ALL_ATTESTATIONS },
    card: { number: '4242424242424242', expiry: '12/39', cvc: '123' },
    idempotencyKey: 'a-good-key-1',
  },
  {
    candidateId: ['1', -1, 1.5, undefined, null],
    amount: ['25', undefined, null, 0.5, 1.234, Infinity, 0],
    donorName: ['', LONG, 5, undefined],
    donorEmail: ['', 'not an address', `${LONG}@example.com`, 5, undefined],
    addressLine1: [LONG, 5],
    addressLine2: [LONG],
    city: [LONG],
    state: ['ZZ', 5],
    postalCode: ['123', 5],
    occupation: [LONG],
    employer: [LONG],
    message: [LONG],
    attestations: [{}, 'x', { ...ALL_ATTESTATIONS, atLeast18: false }],
    card: [{}, { number: '12', expiry: '13/40', cvc: '1' }, 'x', undefined],
    idempotencyKey: ['short', LONG, 'recurring:abcdefgh', 'EXCESS:abcdefgh', 5, undefined],
    saveCard: ['yes'],
    recurring: ['yes', true],
    electionId: ['1', -1],
  },
);

const ACCOUNT_MESSAGES = [
  ...messagesOf(
    contracts.signUpBodySchema,
    { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'a password' },
    {
      firstName: ['', undefined, 5, LONG],
      lastName: ['', undefined, LONG],
      email: ['', undefined, 'x', `${LONG}@example.com`],
      password: ['', undefined, 'short', LONG],
    },
  ),
  ...messagesOf(
    contracts.logInBodySchema,
    { email: 'ada@example.com', password: 'x' },
    { email: ['', undefined, 'x'], password: ['', undefined, LONG] },
  ),
  ...messagesOf(
    contracts.changePasswordBodySchema,
    { currentPassword: 'old password', newPassword: 'a new password' },
    { currentPassword: ['', undefined, LONG], newPassword: ['', undefined, 'short', LONG] },
  ),
  ...messagesOf(
    contracts.resetPasswordBodySchema,
    { token: 't'.repeat(43), newPassword: 'a new password' },
    { token: ['', undefined, 'short'] },
  ),
  ...messagesOf(contracts.setLanguageBodySchema, { language: 'es' }, { language: ['fr', ''] }),
];

/** The donation's refusals (server/src/donations, elections, the donation routes). */
const DONATION_REFUSALS = [
  contracts.CANDIDATE_NOT_VERIFIED_MESSAGE,
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
  CANDIDATE_NOT_FOUND_MESSAGE,
  ITEMISATION_MESSAGE,
  ...Object.values(missingItemisationFields({ donorName: '' })),
  limitExceededMessage(350_000, 125_050),
  limitExceededMessage(350_000, 0),
  NO_SAVED_CARD_MESSAGE,
  PLAN_NOT_FOUND_MESSAGE,
  PAST_ELECTION_MESSAGE,
  NO_ELECTION_AHEAD_MESSAGE,
  NOT_CANDIDATES_ELECTION_MESSAGE,
  SAVE_CARD_NEEDS_ACCOUNT_MESSAGE,
  PAYMENT_UNAVAILABLE_MESSAGE,
  NO_MONTHLY_CHARGE_MESSAGE('2028-03-07'),
  ...Object.values(TEST_DECLINE_REASONS),
  contracts.MONTHLY_OFFER_UNAVAILABLE_MESSAGE,
  contracts.PLAN_RENEWAL_EXPIRED_MESSAGE,
  contracts.PLAN_RENEWAL_NO_CARD_MESSAGE,
  contracts.PLAN_RENEWAL_NO_ELECTION_MESSAGE,
  contracts.PLAN_RENEWAL_UNKNOWN_MESSAGE,
  contracts.PLAN_RENEWAL_USED_MESSAGE,
  contracts.DONOR_DETAILS_EXPIRED_MESSAGE,
  contracts.DONOR_DETAILS_UNKNOWN_MESSAGE,
  contracts.DONOR_DETAILS_USED_MESSAGE,
  contracts.EXPRESS_LINK_EXPIRED_MESSAGE,
  contracts.EXPRESS_LINK_OFF_MESSAGE,
  contracts.EXPRESS_LINK_UNKNOWN_MESSAGE,
];

/** Log-in, sign-up, password and the mailed links (auth.ts, account.ts, server/src/auth). */
const ACCOUNT_REFUSALS = [
  DUPLICATE_EMAIL_MESSAGE,
  INVALID_LOGIN_MESSAGE,
  contracts.LOG_IN_THROTTLED_MESSAGE,
  contracts.WRONG_CURRENT_PASSWORD_MESSAGE,
  contracts.RESET_LINK_EXPIRED_MESSAGE,
  contracts.RESET_LINK_UNKNOWN_MESSAGE,
  contracts.RESET_LINK_USED_MESSAGE,
  contracts.VERIFY_LINK_EXPIRED_MESSAGE,
  contracts.VERIFY_LINK_UNKNOWN_MESSAGE,
  contracts.VERIFY_LINK_USED_MESSAGE,
  contracts.EMAIL_NOT_VERIFIED_MESSAGE,
  contracts.ALREADY_VERIFIED_MESSAGE,
  contracts.SIGN_IN_LINK_EXPIRED_MESSAGE,
  contracts.SIGN_IN_LINK_UNKNOWN_MESSAGE,
  contracts.SIGN_IN_LINK_USED_MESSAGE,
  OIDC_EMAIL_NOT_VERIFIED_MESSAGE,
  FLOW_EXPIRED_MESSAGE,
  PROVIDER_FAILED_MESSAGE,
];

/** What the HTTP layer says itself: not found, not logged in, limits, refused requests. */
const HTTP_REFUSALS = [
  'Not found',
  'No such API route: GET /api/nope',
  'Not logged in',
  'Not allowed',
  'Internal server error',
  'The URL is not valid',
  'A part of the URL is too long',
  'Request body is too large (the limit is 16384 bytes)',
  CROSS_SITE_MESSAGE,
  JSON_ONLY_MESSAGE,
  NUL_CHARACTER_MESSAGE,
  ...[1_000, 45_000, 89_000, 10 * 60_000, 5 * 60 * 60_000].map(contracts.tooManyRequestsMessage),
];

/** The debate chat: sending, its moderators' tools, time-outs, bans and slow mode. */
const CHAT_REFUSALS = [
  CHAT_TOO_FAST_MESSAGE,
  CHAT_CHANNEL_NOT_FOUND,
  NOT_A_MODERATOR,
  contracts.CHAT_NAME_RESERVED_MESSAGE,
  BANNED_MESSAGE,
  timedOutMessage(new Date('2026-11-20T14:05:00Z')),
  slowModeMessage(30, 12),
  slowModeMessage(300, 240),
  PROTECTED_SENDER_MESSAGE,
  SUPPORT_SENDER_MESSAGE,
  SELF_RESTRICT_MESSAGE,
  MESSAGE_NOT_FOUND,
  NOT_HELD,
  CHAT_RESTRICTION_NOT_FOUND,
];

/** Shorts: posts, comments, their files and reports. */
const POST_REFUSALS = [
  'Post not found',
  'Comment not found',
  'Only the author can delete this post',
  'This page link is not valid; reload the feed',
  ...Object.values(MEDIA_MESSAGES),
  contracts.ALREADY_REPORTED_MESSAGE,
  contracts.ALREADY_REPORTED_COMMENT_MESSAGE,
  contracts.OWN_POST_REPORT_MESSAGE,
  contracts.OWN_COMMENT_REPORT_MESSAGE,
];

/** Candidates: their rights, names, profiles, photos, messages, places. */
const CANDIDATE_REFUSALS = [
  ...Object.values(RIGHT_REFUSED_MESSAGES),
  NAME_TAKEN_MESSAGE,
  ACTIVATION_NAME_TAKEN_MESSAGE,
  PROFILE_EXISTS_MESSAGE,
  NO_PROFILE_MESSAGE,
  'Candidate not found',
  PHOTO_URL_MESSAGE,
  NOT_YOUR_FILE,
  'The profile photo must be an image',
  UPLOAD_COUNT_MESSAGE({ filesPerDay: 20, bytesPerDay: 50 * 1024 * 1024 }),
  UPLOAD_BYTES_MESSAGE({ filesPerDay: 20, bytesPerDay: 50 * 1024 * 1024 }),
  TOKEN_EXPIRED,
  TOKEN_USED,
  TOKEN_UNKNOWN,
  TOO_MANY_OPEN_UPLOADS,
  contracts.UPLOAD_TYPE_MESSAGE,
  NO_INBOX,
  RECIPIENT_MISMATCH,
  'Only the candidate can read this message',
  `Invalid body: geographicCode: ${contracts.REAL_GEOGRAPHIC_CODE_MESSAGE}`,
  // A place that does not exist (candidate lists, brackets, charts): its reason, with the code.
  ...['ZZ', '99999', '06999', '0699999', 'x'].flatMap((code) => {
    const lookup = lookUpGeographicCode(code);
    return lookup.found ? [] : [lookup.reason, `${lookup.reason}: ${code}`];
  }),
  'Unknown state code: ZZ',
  'Unknown county: 06999 in CA',
];

/** Campaign links: the slug rule and the candidate a link supports. */
const CAMPAIGN_LINK_REFUSALS = [
  contracts.SLUG_RULE_MESSAGE,
  contracts.CAMPAIGN_SLUG_TAKEN_MESSAGE,
  contracts.CAMPAIGN_SLUG_NAMES_MESSAGE,
  contracts.CAMPAIGN_SLUG_OUTSIDE_MESSAGE,
  contracts.CAMPAIGN_CANDIDATE_REQUIRED_MESSAGE,
  contracts.CAMPAIGN_CANDIDATE_UNKNOWN_MESSAGE,
];

/** Debates, tournaments, streams, live video and replays. */
const DEBATE_AND_STREAM_REFUSALS = [
  CLICK_IN_USED,
  CLICK_IN_NO_DEBATE,
  CLICK_IN_ON_STAGE,
  CLICK_IN_NOT_RUNNING,
  PUBLISH_REFUSED,
  VIDEO_UNAVAILABLE,
  HOP_REFUSED,
  "You can only broadcast your own candidate's stream",
  'Your stream is not live: press GO LIVE first',
  'You are not scheduled for this debate',
  'Your stream is not live',
  LIVE_STREAMS_PER_ADDRESS_MESSAGE,
  REPLAY_NOT_FOUND,
  TOURNAMENT_RUNNING_MESSAGE,
  TOURNAMENT_ONE_UPCOMING_MESSAGE,
];

/** Support (admin routes): accounts, candidates, tournaments, refunds, excesses, elections. */
const SUPPORT_REFUSALS = [
  'Invalid admin secret',
  COMPLETED_TOURNAMENT_MESSAGE,
  unknownCandidateMessage(12),
  unknownTournamentMessage(3),
  unknownEmailMessage('ada@example.com'),
  unknownDonationMessage(123),
  notRefundableMessage({
    id: 123,
    status: 'refunded',
    refundedAt: new Date('2026-11-21T12:30:00Z'),
  }),
  notRefundableMessage({ id: 123, status: 'refunded', refundedAt: null }),
  notRefundableMessage({ id: 123, status: 'pending', refundedAt: null }),
  notRefundableMessage({ id: 123, status: 'declined', refundedAt: null }),
  'The payment provider did not refund: Your card was declined.',
  ALREADY_RESOLVED_MESSAGE(4, 'refunded'),
  ALREADY_RESOLVED_MESSAGE(4, 'redesignated'),
  BEING_REFUNDED_MESSAGE(4),
  NO_ROOM_MESSAGE('Rosa Receipt', '$500.00'),
  CHANGED_MESSAGE(4),
  'No excess with id 4',
  'No excess with id 4 for this candidate',
  unknownCycleMessage('2027-2028'),
  unknownElectionMessage(9),
  CYCLE_EXISTS_MESSAGE,
  ELECTION_EXISTS_MESSAGE,
  ELECTION_OUTSIDE_CYCLE_MESSAGE,
  EXPERIMENT_RUNNING_MESSAGE,
  EXPERIMENT_NOT_FOUND_MESSAGE,
  reportStartMessage({ day: '2027-01-01', cycle: '2027-2028' }),
  'Release 20261125T071502Z-08c6718 of mf-shorts is already live',
  'Invalid body: remote: Unknown remote "mf-nope"',
];

/** A sentence read from the source has Spanish: one of its forms is in the table. */
function hasSpanish(sentence: FoundSentence): boolean {
  const keys = Object.keys(es);
  const skeletons = new Set(keys.map(skeletonOf));
  return sentence.forms.some((form) => {
    if (!form.includes('{}')) return Object.hasOwn(es, form) || spanish(form) !== form;
    if (skeletons.has(form)) return true;
    // Made with values the source does not say: the table has it written out, or a pattern
    // of it takes a number, dollars, a date or a word in their place.
    const parts = form.split('{}').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    const instance = new RegExp(`^${parts.join('.+')}$`);
    if (keys.some((key) => instance.test(key))) return true;
    return ['7', '$7', 'March 7, 2028', 'x'].some((value) => {
      const filled = form.replaceAll('{}', value);
      return spanish(filled) !== filled;
    });
  });
}

describe('the table of the server’s words (shared-api/src/locales and server/src/locales)', () => {
  it('has the same keys in English and Spanish, English being each key itself', () => {
    assert.deepEqual(Object.keys(es), Object.keys(en));
    for (const [key, value] of Object.entries(en)) assert.equal(value, key);
  });

  it('keeps a sentence in one file only', () => {
    assert.deepEqual(
      Object.keys(serverEn).filter((key) => Object.hasOwn(contractEn, key)),
      [],
    );
  });

  it('gives the browser only sentences it may show itself: none with values to fill', () => {
    // A page matches its own sentences exactly (shared-ui's translateMessage); a pattern
    // is the server's alone, and the file every Spanish page loads stays small.
    assert.deepEqual(
      Object.keys(contractEn).filter((key) => key.includes('{')),
      [],
    );
  });

  for (const [name, messages] of [
    ['every message of the donation form', DONATION_MESSAGES],
    ["the donation's refusals", DONATION_REFUSALS],
    ["the account's messages and refusals", [...ACCOUNT_MESSAGES, ...ACCOUNT_REFUSALS]],
    ['not found, rate limits and the HTTP layer’s refusals', HTTP_REFUSALS],
    ["the chat's refusals", CHAT_REFUSALS],
    ["the posts' refusals", POST_REFUSALS],
    ["the candidates' refusals", CANDIDATE_REFUSALS],
    ["the campaign links' refusals", CAMPAIGN_LINK_REFUSALS],
    ["the debates' and streams' refusals", DEBATE_AND_STREAM_REFUSALS],
    ["support's refusals", SUPPORT_REFUSALS],
  ] as const) {
    it(`says ${name} in Spanish`, () => {
      assert.ok(messages.length > 5, `${name}: ${messages.length}`);
      const untranslated = messages.filter((message) => spanish(message) === message);
      assert.deepEqual(untranslated, []);
      // Placeholders are filled: no {name} is left in what a reader gets.
      assert.deepEqual(
        messages.map(spanish).filter((text) => /\{\w+\}/.test(text)),
        [],
      );
    });
  }

  it('the donation form gives at least its 30-odd messages here (the list above is real)', () => {
    assert.ok(DONATION_MESSAGES.length >= 30, DONATION_MESSAGES.join('\n'));
    assert.ok(DONATION_MESSAGES.includes('The minimum donation is $1'));
    assert.ok(DONATION_MESSAGES.includes('Enter the expiry as MM/YY'));
  });

  it('fills the values of a sentence with values inside: numbers and dollars as they are, dates and nested messages translated', () => {
    assert.equal(
      spanish(limitExceededMessage(350_000, 125_050)),
      'Esta donación superaría el límite de $3,500 por elección: puede dar como máximo $1,250.50 más a este candidato/a.',
    );
    assert.equal(
      spanish(contracts.tooManyRequestsMessage(10 * 60_000)),
      'Demasiadas solicitudes. Inténtelo de nuevo en unos 10 minutos.',
    );
    assert.equal(
      spanish(contracts.tooManyRequestsMessage(1_000)),
      'Demasiadas solicitudes. Inténtelo de nuevo en 1 segundo.',
    );
    assert.equal(
      spanish(NO_MONTHLY_CHARGE_MESSAGE('2028-03-07')),
      'Una donación mensual no se volvería a cobrar antes de la elección del 7 de marzo de 2028: mejor haga una donación única.',
    );
    assert.equal(
      spanish('Invalid body: amount: The minimum donation is $1'),
      'Datos no válidos (amount): La donación mínima es de $1',
    );
    // A field path or a URL is no sentence of the table: it stays as it is.
    assert.equal(
      spanish('No such API route: DELETE /api/string'),
      'No existe esa ruta de la API: DELETE /api/string',
    );
  });

  it("fills the values of the chat's, support's and the places' sentences", () => {
    assert.equal(
      spanish(timedOutMessage(new Date('2026-11-20T14:05:00Z'))),
      'Usted está suspendido/a temporalmente de este chat hasta las 14:05 UTC (2026-11-20).',
    );
    assert.equal(
      spanish(slowModeMessage(300, 240)),
      'El modo lento está activado: un mensaje cada 300 segundos. Espere unos 4 minutos antes de volver a enviar.',
    );
    assert.equal(
      spanish(notRefundableMessage({ id: 123, status: 'pending', refundedAt: null })),
      'PAID-000123 todavía está pendiente (aún no se cobró): solo se puede reembolsar una donación cobrada',
    );
    assert.equal(
      spanish(ALREADY_RESOLVED_MESSAGE(4, 'redesignated')),
      'El exceso 4 ya se había asignado a otra elección: no se cambió nada',
    );
    assert.equal(
      spanish(NO_ROOM_MESSAGE('Rosa Receipt', '$500.00')),
      'Ninguna elección posterior de Rosa Receipt tiene margen para los $500.00 de este donante: mejor reembolse el exceso.',
    );
    assert.equal(spanish('Unknown state: 99999'), 'Estado desconocido: 99999');
    assert.equal(
      spanish('The payment provider did not refund: Your card was declined.'),
      'El proveedor de pagos no hizo el reembolso: Su tarjeta fue rechazada.',
    );
    assert.equal(
      spanish('Invalid body: message: Message must be at most 500 characters'),
      'Datos no válidos (message): El mensaje debe tener como máximo 500 caracteres',
    );
  });

  it('leaves a sentence the table does not know in English, and English as it is', () => {
    assert.equal(spanish('Something nobody wrote yet'), 'Something nobody wrote yet');
    assert.equal(
      spanish('Invalid body: amount: Something new'),
      'Datos no válidos (amount): Something new',
    );
    assert.equal(
      translateMessage('The minimum donation is $1', 'en'),
      'The minimum donation is $1',
    );
    const body = {
      message: 'Not found',
      errors: { amount: 'Enter an amount' },
      suggestedSlug: 'x',
    };
    assert.equal(errorBodyIn(body, 'en'), body);
    assert.deepEqual(errorBodyIn(body, 'es'), {
      message: 'No se encontró',
      errors: { amount: 'Ingrese un monto' },
      suggestedSlug: 'x',
    });
  });
});

describe('every sentence the server throws or the contract checks has Spanish (read from the source)', () => {
  const scan = scanServerSentences();

  it('reads them from the code: what each area throws, its constants, functions and tables', () => {
    assert.ok(scan.sentences.length > 300, `${scan.sentences.length} sentences`);
    const forms = new Set(scan.sentences.flatMap((sentence) => sentence.forms));
    for (const known of [
      CHAT_CHANNEL_NOT_FOUND,
      'Post not found',
      contracts.CAMPAIGN_CANDIDATE_REQUIRED_MESSAGE,
      RIGHT_REFUSED_MESSAGES.stream,
      CLICK_IN_USED,
      'Only the author can delete this post',
      'No excess with id {}',
      'Message must be at most {} characters',
      contracts.ALREADY_REPORTED_MESSAGE,
    ]) {
      assert.ok(forms.has(known), known);
    }
  });

  it('cannot follow only the messages made at run time that the lists above hold', () => {
    assert.deepEqual(
      scan.unresolved.sort(),
      [
        // a relayed answer of another PAID server, itself in the table
        'server/src/media/media-hop.ts: message',
        // COMPLETED_TOURNAMENT_MESSAGE (SUPPORT_REFUSALS)
        'server/src/routes/admin-routes.ts: error.message',
        // the slug refusals (CAMPAIGN_LINK_REFUSALS)
        'server/src/routes/campaign-url-routes.ts: message',
        // the places' reasons (CANDIDATE_REFUSALS)
        'server/src/routes/candidate-routes.ts: lookup.reason',
        // a ban, a time-out, slow mode (CHAT_REFUSALS)
        'server/src/routes/chat-routes.ts: message',
        // the card's decline reasons (DONATION_REFUSALS)
        'server/src/routes/gift-answers.ts: outcome.reason',
        // LOG_IN_THROTTLED_MESSAGE or the rate limit's wait (ACCOUNT_REFUSALS, HTTP_REFUSALS)
        'server/src/http/rate-limits.ts: message ?? tooManyRequestsMessage(result.ttl)',
      ].sort(),
    );
  });

  it('has Spanish for each sentence thrown or checked', () => {
    const untranslated = scan.sentences
      .filter((sentence) => !hasSpanish(sentence))
      .map((sentence) => `${sentence.at}: ${sentence.forms[0]}`);
    assert.deepEqual(untranslated, []);
  });

  it('has Spanish for every message the contract’s checks answer to a wrong request', () => {
    const messages = contractCheckMessages();
    assert.ok(messages.length > 150, `${messages.length} messages`);
    assert.ok(messages.includes('Username is required'));
    assert.deepEqual(
      messages.filter((message) => spanish(message) === message),
      [],
    );
    // No placeholder is left (a pattern's `{3}` is the pattern's own).
    assert.deepEqual(
      messages.map(spanish).filter((text) => /\{[A-Za-z]\w*\}/.test(text)),
      [],
    );
  });
});

for (const kind of DATABASE_KINDS) {
  describe(`error answers in the request's language (${kind})`, () => {
    let database: TestDatabase;
    let db: Db;
    let app: FastifyInstance;
    let candidateId: number;
    let unverifiedId: number;

    before(async () => {
      database = await createTestDatabase(kind);
      db = database.db;
      app = donationApp(db, countingProvider());
      candidateId = await addCandidate(db, { name: 'Casey Morales' });
      unverifiedId = await addCandidate(db, { name: 'Pat Pending', activated: false });
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    const give = (body: unknown, headers: Record<string, string> = {}, cookies = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/donations',
        payload: body as object,
        headers,
        cookies,
      });

    it('answers a donation with a bad amount in Spanish to a Spanish browser, in English otherwise', async () => {
      const form = donationForm(candidateId, { amount: 0.5 });
      const inSpanish = await give(form, { 'accept-language': 'es-US,es;q=0.9' });
      assert.equal(inSpanish.statusCode, 400);
      assert.deepEqual(inSpanish.json(), {
        message: 'Datos no válidos (amount): La donación mínima es de $1',
        errors: { amount: 'La donación mínima es de $1' },
      });
      assert.match(String(inSpanish.headers.vary), /Accept-Language, Cookie/);

      const inEnglish = await give(form);
      assert.equal(inEnglish.statusCode, 400);
      assert.deepEqual(inEnglish.json(), {
        message: 'Invalid body: amount: The minimum donation is $1',
        errors: { amount: 'The minimum donation is $1' },
      });
      const stillEnglish = await give(form, { 'accept-language': 'en-US,en;q=0.9,es;q=0.8' });
      assert.deepEqual(stillEnglish.json(), inEnglish.json());
    });

    it("translates a domain refusal, each field's message, and follows the cookie and the member's account", async () => {
      const unverified = await give(donationForm(unverifiedId), { 'accept-language': 'es' });
      assert.equal(unverified.statusCode, 409);
      assert.deepEqual(unverified.json(), {
        message: 'Este candidato/a aún no acepta donaciones: soporte todavía no lo ha verificado.',
      });

      const noAttestations = donationForm(candidateId, { attestations: {} as never });
      const byCookie = await give(noAttestations, {}, { [LANGUAGE_COOKIE]: 'es' });
      assert.equal(byCookie.statusCode, 400);
      const errors = byCookie.json().errors as Record<string, string>;
      assert.equal(errors['attestations.atLeast18'], 'Confirme, por favor: Tengo al menos 18 años');
      assert.equal(Object.keys(errors).length, Object.keys(contracts.DONATION_ATTESTATIONS).length);
      assert.ok(Object.values(errors).every((message) => message.startsWith('Confirme')));

      const userId = await insertUser(db);
      const session = await loginCookies(db, userId);
      const chose = await app.inject({
        method: 'PUT',
        url: '/api/account/language',
        payload: { language: 'es' },
        cookies: session,
      });
      assert.equal(chose.statusCode, 200);
      const member = await give(
        donationForm(candidateId, { amount: 1.234 }),
        { 'accept-language': 'en' },
        session,
      );
      assert.deepEqual(member.json().errors, {
        amount: 'Los montos deben estar en centavos enteros',
      });
    });

    it('says not found, a refused write and the router’s own refusals in Spanish', async () => {
      const route = await app.inject({
        method: 'GET',
        url: '/api/nope',
        headers: { 'accept-language': 'es' },
      });
      assert.equal(route.statusCode, 404);
      assert.deepEqual(route.json(), { message: 'No existe esa ruta de la API: GET /api/nope' });
      assert.match(String(route.headers.vary), /Accept-Language, Cookie/);

      const crossSite = await app.inject({
        method: 'POST',
        url: '/api/donations',
        headers: { 'accept-language': 'es', origin: 'https://elsewhere.example' },
        payload: {},
      });
      assert.equal(crossSite.statusCode, 403);
      assert.deepEqual(crossSite.json(), {
        message: 'Se rechazó una solicitud enviada desde otro sitio',
      });

      const badUrl = await app.inject({
        method: 'GET',
        url: '/api/candidate/%E0%A4%A',
        headers: { 'accept-language': 'es' },
      });
      assert.equal(badUrl.statusCode, 400);
      assert.deepEqual(badUrl.json(), { message: 'La dirección (URL) no es válida' });
    });

    it("says the chat's, the posts' and a place's refusals in Spanish", async () => {
      const es = { 'accept-language': 'es' };
      const chat = (body: Record<string, unknown>) =>
        app.inject({
          method: 'POST',
          url: '/api/chat',
          headers: es,
          payload: { channelId: 'state-CA', username: 'ada', message: 'hola', ...body },
        });
      const noChannel = await chat({ channelId: 'state-ZZ', isModerated: false });
      assert.equal(noChannel.statusCode, 404, noChannel.body);
      assert.deepEqual(noChannel.json(), { message: 'No se encontró el canal de chat' });
      const tooLong = await chat({ message: 'x'.repeat(5000), isModerated: false });
      assert.equal(tooLong.statusCode, 400);
      assert.match(
        tooLong.json().errors.message,
        /^El mensaje debe tener como máximo \d+ caracteres$/,
      );

      const post = await app.inject({ method: 'GET', url: '/api/posts/999999', headers: es });
      assert.equal(post.statusCode, 404);
      assert.deepEqual(post.json(), { message: 'No se encontró la publicación' });

      const place = await app.inject({
        method: 'GET',
        url: '/api/counties/ZZ',
        headers: es,
      });
      assert.equal(place.statusCode, 404, place.body);
      assert.deepEqual(place.json(), { message: 'Estado desconocido: ZZ' });

      const inEnglish = await app.inject({ method: 'GET', url: '/api/posts/999999' });
      assert.deepEqual(inEnglish.json(), { message: 'Post not found' });
    });

    it('says a rate limit’s wait in Spanish', async () => {
      const limited = donationApp(db, countingProvider(), {
        donations: { max: 1, windowMs: 60_000 },
      });
      try {
        const body = donationForm(candidateId, { amount: 0.5 });
        await limited.inject({ method: 'POST', url: '/api/donations', payload: body });
        const refused = await limited.inject({
          method: 'POST',
          url: '/api/donations',
          payload: body,
          headers: { 'accept-language': 'es' },
        });
        assert.equal(refused.statusCode, 429);
        assert.match(
          refused.json().message,
          /^Demasiadas solicitudes\. Inténtelo de nuevo en \d+ segundos\.$/,
        );
      } finally {
        await limited.close();
      }
    });
  });
}
