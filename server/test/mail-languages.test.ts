import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import {
  BEST_EFFORTS_WORDING,
  DONATION_ATTESTATIONS,
  RECEIPT_LEGAL_TEXT,
  TEST_MODE_RECEIPT_NOTE,
  type ExcessGift,
} from 'shared-api/contracts';
import type { Language } from 'shared-api/languages';
import type { Db, DbTx } from '../src/db/db';
import { startRecurringPlan } from '../src/donations/recurring-gifts';
import {
  enqueueAccountClaimedMail,
  enqueuePasswordChangedMail,
  enqueuePasswordResetRequest,
  enqueueSignInLinkRequest,
  enqueueVerificationMail,
} from '../src/mail/account-mail';
import { bestEffortsMail } from '../src/mail/best-efforts-mail';
import { enqueueCampaignLinkMovedMail } from '../src/mail/campaign-link-mail';
import {
  ENGLISH_LEGAL_TEXT_HEADING,
  enqueueRefundNotice,
  receiptMail,
  type GiftFacts,
} from '../src/mail/donation-mail';
import { excessMail } from '../src/mail/excess-mail';
import { expressLinkMail } from '../src/mail/express-link-mail';
import { planRenewalMail } from '../src/mail/plan-renewal-mail';
import { enqueuePlanPausedNotice } from '../src/mail/recurring-mail';
import { countingProvider, donationApp, donationForm } from './helpers/donation-requests';
import { insertUser, loginCookies } from './helpers/make-accounts';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';
import { addCandidate } from './helpers/tournament-fixtures';

// Mail in the reader's language (docs/languages.md "Mail"): the English mails are byte for
// byte what they were; a Spanish reader gets each in Spanish, and a gift's mail keeps its
// legal text in English too, beside the Spanish. Who is a Spanish reader: the member's account
// setting, else the language of the request that made the gift (donations.language) or
// started the plan, else the browser that asked (sign-up, reset). The account-claimed,
// excess, express-link and campaign-link notices are tested by their readers in
// sign-in-link, excess-gifts, express-links and campaign-url-slug-rule's tests.

interface Written {
  kind: string;
  to: string;
  subject: string;
  text: string;
}

/** A Db whose reads answer `row` and whose outbox inserts are kept. */
function capturingDb(row: Record<string, unknown> = {}) {
  const written: Written[] = [];
  const db = {
    kind: 'pglite',
    async query(sql: string, params: unknown[] = []) {
      if (sql.includes('insert into mail_outbox')) {
        const [to, subject, text, kind] = params.map(String);
        written.push({ kind, to, subject, text });
        return { rows: [{ id: written.length }] };
      }
      return { rows: [row] };
    },
  } as unknown as Db & DbTx;
  return { db, written };
}

const GIFT: GiftFacts = {
  id: 123,
  donorEmail: 'ada@example.com',
  donorName: 'Ada Lovelace',
  amountCents: 2500,
  candidateName: 'Rosa Receipt',
  createdAt: '2026-11-20T10:00:00Z',
  refundedAt: null,
  testMode: false,
  planAmountCents: null,
  planStatus: null,
  followingChargeOn: null,
  planElectionDay: null,
};

const ORIGIN = 'https://paid.example';
const NOW = new Date('2026-11-20T10:00:00Z');

/** An excess of $500 over the primary's limit, carried by two gifts (the latest first). */
const EXCESS: ExcessGift = {
  id: 4,
  candidateId: 7,
  candidateName: 'Rosa Receipt',
  election: { id: 9, kind: 'primary', date: '2028-03-07', code: 'P2028' },
  donorName: 'Ada Lovelace',
  excess: 500,
  receivedAt: '2026-11-20T10:00:00.000Z',
  dueAt: '2027-01-19T10:00:00.000Z',
  daysLeft: 60,
  status: 'refunded',
  resolvedAt: null,
  resolvedBy: null,
  redesignatedTo: null,
  gifts: [
    { id: 124, reference: 'PAID-000124', amount: 1000, excess: 400 },
    { id: 123, reference: 'PAID-000123', amount: 3000, excess: 100 },
  ],
  moveTo: null,
};

const NEW_EXPRESS_LINK = {
  ownerEmail: 'ada@example.com',
  candidateName: 'Rosa Receipt',
  amountCents: 2500,
  refcode: 'spring-mail',
  expiresAt: new Date('2026-12-20T10:00:00Z'),
  url: `https://paid.example/donate/7?express=TOKEN`,
};

/** Each mail the server writes, for a reader of `language` (undefined: as callers did before). */
const CASES: Record<string, (language?: Language) => Promise<Written>> = {
  receipt: async (language) => receiptMail({ ...GIFT, language }),
  'receipt, test mode, first of a monthly gift': async (language) =>
    receiptMail({ ...GIFT, testMode: true, startsMonthlyPlanNextChargeOn: '2026-12-20', language }),
  'receipt of a monthly charge': async (language) =>
    receiptMail({
      ...GIFT,
      planAmountCents: 2500,
      planStatus: 'active',
      followingChargeOn: '2027-01-20',
      planElectionDay: '2028-03-07',
      language,
    }),
  'receipt of the last monthly charge': async (language) =>
    receiptMail({
      ...GIFT,
      planAmountCents: 2500,
      planStatus: 'active',
      followingChargeOn: '2028-04-20',
      planElectionDay: '2028-03-07',
      language,
    }),
  'receipt of a paused plan': async (language) =>
    receiptMail({
      ...GIFT,
      planAmountCents: 2500,
      planStatus: 'paused',
      followingChargeOn: '2027-01-20',
      planElectionDay: null,
      language,
    }),
  refund: async (language) => {
    const { db, written } = capturingDb({
      ...GIFT,
      testMode: true,
      refundedAt: '2026-11-21T12:30:00Z',
      language,
    });
    await enqueueRefundNotice(db, 123);
    return written[0];
  },
  verification: async (language) => {
    const { db, written } = capturingDb();
    await enqueueVerificationMail(db, {
      to: 'ada@example.com',
      token: 'TOKEN',
      publicOrigin: ORIGIN,
      language,
    });
    return written[0];
  },
  'password reset': async (language) => {
    const { db, written } = capturingDb();
    await enqueuePasswordResetRequest(db, {
      to: 'ada@example.com',
      now: NOW,
      publicOrigin: ORIGIN,
      language,
    });
    return written[0];
  },
  'password changed': async (language) => {
    const { db, written } = capturingDb();
    await enqueuePasswordChangedMail(db, 'ada@example.com', language);
    return written[0];
  },
  'sign-in link': async (language) => {
    const { db, written } = capturingDb();
    await enqueueSignInLinkRequest(db, {
      to: 'ada@example.com',
      now: NOW,
      publicOrigin: ORIGIN,
      language,
    });
    return written[0];
  },
  'monthly gift paused': async (language) => {
    const { db, written } = capturingDb({
      donorEmail: 'ada@example.com',
      donorName: 'Ada Lovelace',
      candidateName: 'Rosa Receipt',
      amountCents: 2500,
      pauseReason: 'Your card was declined.',
      language,
    });
    await enqueuePlanPausedNotice(db, 7);
    return written[0];
  },
  'plan renewal': async (language) =>
    planRenewalMail(
      {
        donorEmail: 'ada@example.com',
        candidateName: 'Rosa Receipt',
        amountCents: 2500,
        endDay: '2026-11-03',
        language,
      },
      {
        election: { id: 9, kind: 'primary', date: '2028-03-07', code: 'P2028' },
        cycle: '2027-2028',
        card: { brand: 'Visa', last4: '4242' },
      },
      { token: 'TOKEN', publicOrigin: ORIGIN },
    ),
  'plan renewal without a next election': async (language) =>
    planRenewalMail(
      {
        donorEmail: 'ada@example.com',
        candidateName: 'Rosa Receipt',
        amountCents: 2500,
        endDay: '2026-11-03',
        language,
      },
      null,
      { token: 'TOKEN', publicOrigin: ORIGIN },
    ),
  'best efforts': async (language) =>
    bestEffortsMail(
      {
        id: 123,
        donorEmail: 'ada@example.com',
        donorName: 'Ada Lovelace',
        amountCents: 25000,
        candidateName: 'Rosa Receipt',
        createdAt: '2026-11-20T10:00:00Z',
        employer: null,
        occupation: 'Mathematician',
        testMode: true,
        language,
      },
      { token: 'TOKEN', publicOrigin: ORIGIN },
    ),
  'account claimed (identity provider)': async (language) => {
    const { db, written } = capturingDb();
    await enqueueAccountClaimedMail(db, {
      to: 'ada@example.com',
      proof: 'identity-provider',
      publicOrigin: ORIGIN,
      language,
    });
    return written[0];
  },
  'account claimed (sign-in link)': async (language) => {
    const { db, written } = capturingDb();
    await enqueueAccountClaimedMail(db, {
      to: 'ada@example.com',
      proof: 'sign-in-link',
      publicOrigin: ORIGIN,
      language,
    });
    return written[0];
  },
  'excess refunded': async (language) =>
    excessMail(
      EXCESS,
      { email: 'ada@example.com', name: 'Ada Lovelace', language },
      { kind: 'refunded' },
      350_000,
    ),
  'excess redesignated': async (language) =>
    excessMail(
      EXCESS,
      { email: 'ada@example.com', name: 'Ada Lovelace', language },
      { kind: 'redesignated', to: { id: 10, kind: 'general', date: '2028-11-07', code: 'G2028' } },
      350_000,
    ),
  'express link': async (language) => expressLinkMail({ ...NEW_EXPRESS_LINK, language }),
  'express link without a refcode': async (language) =>
    expressLinkMail({ ...NEW_EXPRESS_LINK, refcode: null, language }),
  'campaign link moved': async (language) => {
    const { db, written } = capturingDb();
    await enqueueCampaignLinkMovedMail(db, {
      to: 'ada@example.com',
      title: 'Spring rally',
      type: 'donation',
      oldSlug: 'rosa',
      newSlug: 'rosa-receipt-rosa',
      publicOrigin: ORIGIN,
      language,
    });
    return written[0];
  },
};

const pick = ({ kind, to, subject, text }: Written): Written => ({ kind, to, subject, text });

/** Each case's English mail as the server wrote it before Spanish existed: byte for byte. */
const ENGLISH: Record<string, Written> = {
  receipt: {
    kind: 'receipt',
    to: 'ada@example.com',
    subject: 'Your donation receipt PAID-000123',
    text: 'Dear Ada Lovelace,\n\nThank you for your donation to Rosa Receipt.\n\nReceipt number: PAID-000123\nAmount: $25.00\nCandidate: Rosa Receipt\nDate: November 20, 2026 at 10:00 AM UTC\n\nContributions to political candidates are not tax deductible for federal income tax purposes. Keep this receipt for your records.\n\nPAID',
  },
  'receipt, test mode, first of a monthly gift': {
    kind: 'receipt',
    to: 'ada@example.com',
    subject: '[TEST MODE] Your donation receipt PAID-000123',
    text: 'Dear Ada Lovelace,\n\nThank you for your donation to Rosa Receipt.\n\nReceipt number: PAID-000123\nAmount: $25.00\nCandidate: Rosa Receipt\nDate: November 20, 2026 at 10:00 AM UTC\n\nThis is the first gift of your monthly gift ($25.00 every month to Rosa Receipt).\nNext charge: December 20, 2026.\nTo cancel it, open My donations on PAID (/donations, logged in) and click "Cancel monthly gift".\n\nTEST MODE: This donation was made in test mode: no card was charged and no real money moved.\n\nContributions to political candidates are not tax deductible for federal income tax purposes. Keep this receipt for your records.\n\nPAID',
  },
  'receipt of a monthly charge': {
    kind: 'receipt',
    to: 'ada@example.com',
    subject: 'Your donation receipt PAID-000123',
    text: 'Dear Ada Lovelace,\n\nThank you for your donation to Rosa Receipt.\n\nReceipt number: PAID-000123\nAmount: $25.00\nCandidate: Rosa Receipt\nDate: November 20, 2026 at 10:00 AM UTC\n\nThis gift was made by your monthly gift ($25.00 every month to Rosa Receipt).\nNext charge: January 20, 2027.\nTo cancel it, open My donations on PAID (/donations, logged in) and click "Cancel monthly gift".\n\nContributions to political candidates are not tax deductible for federal income tax purposes. Keep this receipt for your records.\n\nPAID',
  },
  'receipt of the last monthly charge': {
    kind: 'receipt',
    to: 'ada@example.com',
    subject: 'Your donation receipt PAID-000123',
    text: 'Dear Ada Lovelace,\n\nThank you for your donation to Rosa Receipt.\n\nReceipt number: PAID-000123\nAmount: $25.00\nCandidate: Rosa Receipt\nDate: November 20, 2026 at 10:00 AM UTC\n\nThis gift was made by your monthly gift ($25.00 every month to Rosa Receipt). It is the last one before the election on March 7, 2028: the monthly gift ends and nothing more will be charged.\n\nContributions to political candidates are not tax deductible for federal income tax purposes. Keep this receipt for your records.\n\nPAID',
  },
  'receipt of a paused plan': {
    kind: 'receipt',
    to: 'ada@example.com',
    subject: 'Your donation receipt PAID-000123',
    text: 'Dear Ada Lovelace,\n\nThank you for your donation to Rosa Receipt.\n\nReceipt number: PAID-000123\nAmount: $25.00\nCandidate: Rosa Receipt\nDate: November 20, 2026 at 10:00 AM UTC\n\nThis gift was made by your monthly gift ($25.00 every month to Rosa Receipt), which is now paused: nothing more will be charged.\n\nContributions to political candidates are not tax deductible for federal income tax purposes. Keep this receipt for your records.\n\nPAID',
  },
  refund: {
    kind: 'refund',
    to: 'ada@example.com',
    subject: '[TEST MODE] Your donation PAID-000123 was refunded',
    text: "Dear Ada Lovelace,\n\nYour donation to Rosa Receipt was refunded: the full $25.00 goes back to your card, and it no longer counts toward Rosa Receipt's total or your limit.\n\nReceipt number: PAID-000123\nAmount refunded: $25.00\nDonated: November 20, 2026 at 10:00 AM UTC\nRefunded: November 21, 2026 at 12:30 PM UTC\n\nTEST MODE: This donation was made in test mode: no card was charged and no real money moved.\n\nContributions to political candidates are not tax deductible for federal income tax purposes. Keep this receipt for your records.\n\nPAID",
  },
  verification: {
    kind: 'email-verification',
    to: 'ada@example.com',
    subject: 'Verify your email address for PAID',
    text: 'Welcome to PAID. Please confirm that this address is yours:\nhttps://paid.example/verify-email?token=TOKEN\n\nUntil it is verified you can browse, give and chat, but not apply as a candidate or make campaign links.\n\nIf you did not create a PAID account, ignore this mail.\n\nPAID',
  },
  'password reset': {
    kind: 'password-reset-request',
    to: 'ada@example.com',
    subject: 'Choose a new PAID password',
    text: 'Someone (we hope you) asked to reset the password of your PAID account.\n\nChoose a new password here (the link works once, for 30 minutes):\nhttps://paid.example/reset-password?token={{reset-token}}\n\nIf you did not ask, ignore this mail: your password stays as it is.\n\nPAID',
  },
  'password changed': {
    kind: 'password-changed',
    to: 'ada@example.com',
    subject: 'Your PAID password was changed',
    text: 'The password of your PAID account was just changed, and every other session was ended.\n\nIf this was not you, choose a new password with "Forgot password?" on the sign-in page.\n\nPAID',
  },
  'sign-in link': {
    kind: 'sign-in-link-request',
    to: 'ada@example.com',
    subject: 'Your PAID sign-in link',
    text: 'Someone (we hope you) asked for a link to sign in to your PAID account without a password.\n\nSign in here (the link works once, for 15 minutes):\nhttps://paid.example/login/link?token={{sign-in-token}}\n\nIf you did not ask, ignore this mail. If PAID said your account had too many failed\nlog-ins, someone may be guessing your password: choose a long one you use nowhere else.\n\nPAID',
  },
  'monthly gift paused': {
    kind: 'recurring-paused',
    to: 'ada@example.com',
    subject: 'Your monthly gift to Rosa Receipt is paused',
    text: 'Dear Ada Lovelace,\n\nYour monthly gift of $25.00 to Rosa Receipt is paused, and nothing more will be charged:\nYour card was declined.\n\nA paused monthly gift is not resumed. To give every month again, start a new one with your next gift.\nTo cancel it, open My donations on PAID (/donations, logged in) and click "Cancel monthly gift".\n\nPAID',
  },
  'plan renewal': {
    kind: 'plan-renewal',
    to: 'ada@example.com',
    subject: 'Your monthly gift to Rosa Receipt ends on November 3, 2026',
    text: 'Hello,\n\nYour monthly gift ($25.00 every month to Rosa Receipt) ends in 7 days or less, with the election on November 3, 2026: nothing will be charged after that day.\n\nRenew it into the 2027-2028 cycle in one click: the same $25.00 a month, charged to your saved Visa card ending 4242, for the primary on March 7, 2028 (P2028), until that day. The link shows the renewed gift and its total; nothing is charged until you press Confirm (the link works once, for 30 days):\n\nhttps://paid.example/monthly-renewal?token=TOKEN\n\nPAID',
  },
  'plan renewal without a next election': {
    kind: 'plan-renewal',
    to: 'ada@example.com',
    subject: 'Your monthly gift to Rosa Receipt ends on November 3, 2026',
    text: "Hello,\n\nYour monthly gift ($25.00 every month to Rosa Receipt) ends in 7 days or less, with the election on November 3, 2026: nothing will be charged after that day.\n\nRosa Receipt has no election in the next cycle yet, so there is nothing to renew into now. Once one is set, you can start a new monthly gift from the candidate's donate page.\n\nPAID",
  },
  'best efforts': {
    kind: 'best-efforts-request',
    to: 'ada@example.com',
    subject: 'Your gift to Rosa Receipt: your employer and occupation',
    text: 'Hello Ada Lovelace,\n\nThank you for your gift of $250.00 to Rosa Receipt on November 20, 2026 at 10:00 AM UTC (receipt PAID-000123).\n\nFederal law requires us to use our best efforts to collect and report the name, mailing address, occupation and employer of individuals whose contributions exceed $200 in an election cycle.\nYour gifts to this candidate have passed $200, and this gift\'s record has no employer. Please add them here (the link works once, for 30 days):\n\nhttps://paid.example/donation-details?token=TOKEN\n\nIf you are not employed, write "None" as your employer and "Not employed" or "Retired" as your occupation. Your gift stands whether or not you answer; we ask only once.\n\nTEST MODE: This donation was made in test mode: no card was charged and no real money moved.\n\nPAID',
  },
  'account claimed (identity provider)': {
    kind: 'account-claimed',
    to: 'ada@example.com',
    subject: 'Your PAID account is yours alone now',
    text: 'You just signed in to PAID with your identity provider.\n\nAn account with this address had been created with a password, but nobody had confirmed\nthe address, so it may have been someone else. We removed that password, ended every\nsession of the account and removed any saved card and monthly gift on it: only you can\nsign in to it now.\n\nTo sign in with a password too, choose one here:\nhttps://paid.example/forgot-password\n\nPlease look over My donations: a gift there from before now may have been made by\nwhoever created the account. Write to support if something is wrong.\n\nPAID',
  },
  'account claimed (sign-in link)': {
    kind: 'account-claimed',
    to: 'ada@example.com',
    subject: 'Your PAID account is yours alone now',
    text: 'You just signed in to PAID with a link mailed to this address.\n\nAn account with this address had been created with a password, but nobody had confirmed\nthe address, so it may have been someone else. We removed that password, ended every\nsession of the account and removed any saved card and monthly gift on it: only you can\nsign in to it now.\n\nTo sign in with a password too, choose one here:\nhttps://paid.example/forgot-password\n\nPlease look over My donations: a gift there from before now may have been made by\nwhoever created the account. Write to support if something is wrong.\n\nPAID',
  },
  'excess refunded': {
    kind: 'excess-refunded',
    to: 'ada@example.com',
    subject: '$500.00 of your gifts to Rosa Receipt was refunded',
    text: 'Dear Ada Lovelace,\n\nYour gifts to Rosa Receipt for the primary election of 2028-03-07 (P2028) passed the limit of $3,500 per election by $500.00 (receipts PAID-000124, PAID-000123).\n\nWe refunded the $500.00 over the limit to your card; the rest of your gifts stands.\n\nPAID',
  },
  'excess redesignated': {
    kind: 'excess-redesignated',
    to: 'ada@example.com',
    subject: '$500.00 of your gifts to Rosa Receipt now counts for G2028',
    text: 'Dear Ada Lovelace,\n\nYour gifts to Rosa Receipt for the primary election of 2028-03-07 (P2028) passed the limit of $3,500 per election by $500.00 (receipts PAID-000124, PAID-000123).\n\nThe $500.00 over the limit now counts for the general election of 2028-11-07 (G2028) instead, which still had room for it. Nothing was charged or refunded.\nIf you would rather have it refunded, reply to this mail and we will refund it.\n\nPAID',
  },
  'express link': {
    kind: 'express-link',
    to: 'ada@example.com',
    subject: 'Your express link for $25.00 to Rosa Receipt',
    text: "Hello,\n\nYour express link for a $25.00 gift to Rosa Receipt (refcode spring-mail):\n\nhttps://paid.example/donate/7?express=TOKEN\n\nA donor who opens it logged in with a saved card sees one confirmation of the amount, the candidate, the election and their card, and gives with one press; everyone else gets the donate page with $25.00 chosen. Opening it charges nothing.\n\nIt works until December 20, 2026 (links work at most 30 days); you can switch it off sooner on your account's Express Links tab.\n\nPAID",
  },
  'express link without a refcode': {
    kind: 'express-link',
    to: 'ada@example.com',
    subject: 'Your express link for $25.00 to Rosa Receipt',
    text: "Hello,\n\nYour express link for a $25.00 gift to Rosa Receipt:\n\nhttps://paid.example/donate/7?express=TOKEN\n\nA donor who opens it logged in with a saved card sees one confirmation of the amount, the candidate, the election and their card, and gives with one press; everyone else gets the donate page with $25.00 chosen. Opening it charges nothing.\n\nIt works until December 20, 2026 (links work at most 30 days); you can switch it off sooner on your account's Express Links tab.\n\nPAID",
  },
  'campaign link moved': {
    kind: 'campaign-link-moved',
    to: 'ada@example.com',
    subject: 'Your PAID campaign link has a new address',
    text: 'Your campaign link "Spring rally" has a new address:\nhttps://paid.example/donate/rosa-receipt-rosa\n\nThe old address, https://paid.example/donate/rosa, no longer works.\n\nWhy: a link\'s address now follows one rule. Only a verified candidate picks an address of\ntheir own for their own links; every other link begins with the name of the candidate it\nsupports, and an address that spells a candidate\'s name is theirs alone. Visits and money\nraised through the link stay with it.\n\nPAID',
  },
};

/** The mails whose Spanish carries the donation's legal text (in both languages). */
const GIFT_MAILS = [
  'receipt',
  'receipt, test mode, first of a monthly gift',
  'receipt of a monthly charge',
  'receipt of the last monthly charge',
  'receipt of a paused plan',
  'refund',
];

/** Words only the English mails have: a Spanish one (its English legal text aside) has none. */
const ENGLISH_WORDS =
  /\b(Dear|Thank you|Receipt number|Amount|Date|Next charge|monthly gift|every month|Choose|Someone|Welcome|If you did not|Your|Hello)\b/;

describe('mail in English is byte for byte what it was', () => {
  for (const [name, make] of Object.entries(CASES)) {
    it(name, async () => {
      assert.deepEqual(pick(await make()), ENGLISH[name]);
      assert.deepEqual(pick(await make('en')), ENGLISH[name]);
    });
  }
});

describe('mail in Spanish', () => {
  for (const [name, make] of Object.entries(CASES)) {
    it(name, async () => {
      const mail = await make('es');
      assert.equal(mail.kind, ENGLISH[name].kind);
      assert.equal(mail.to, ENGLISH[name].to);
      assert.notEqual(mail.subject, ENGLISH[name].subject);
      const withoutLegal = mail.text
        .replace(`${ENGLISH_LEGAL_TEXT_HEADING}\n${RECEIPT_LEGAL_TEXT}`, '')
        .replace(`${ENGLISH_LEGAL_TEXT_HEADING}\n${BEST_EFFORTS_WORDING}`, '');
      assert.doesNotMatch(`${mail.subject}\n${withoutLegal}`, ENGLISH_WORDS, mail.text);
      // The links, amounts and references are the same.
      for (const kept of ['PAID-000123', '$25.00', `${ORIGIN}/`]) {
        if (ENGLISH[name].text.includes(kept)) assert.ok(mail.text.includes(kept), kept);
      }
    });
  }

  it("keeps a gift's legal text in English beside its Spanish, word for word", async () => {
    for (const name of GIFT_MAILS) {
      const { text } = await CASES[name]('es');
      assert.ok(text.includes(`${ENGLISH_LEGAL_TEXT_HEADING}\n${RECEIPT_LEGAL_TEXT}`), name);
      assert.ok(
        text.includes(
          'Las contribuciones a candidatos políticos no son deducibles del impuesto federal sobre la renta.',
        ),
        name,
      );
      // Said once in each language, the Spanish first.
      assert.equal(text.split(RECEIPT_LEGAL_TEXT).length, 2, name);
      assert.ok(text.indexOf('Las contribuciones') < text.indexOf(RECEIPT_LEGAL_TEXT), name);
    }
  });

  it('keeps the best-efforts sentence in English beside its Spanish', async () => {
    const { text, subject } = await CASES['best efforts']('es');
    assert.equal(subject, 'Su donación a Rosa Receipt: su empleador y su ocupación');
    assert.ok(text.includes(`${ENGLISH_LEGAL_TEXT_HEADING}\n${BEST_EFFORTS_WORDING}`), text);
    assert.ok(text.includes('La ley federal nos exige hacer todo lo posible'), text);
    assert.ok(text.includes('no tiene empleador.'), text);
  });

  it('writes the account, excess, express-link and campaign-link notices in Spanish', async () => {
    const claimed = await CASES['account claimed (sign-in link)']('es');
    assert.equal(claimed.subject, 'Su cuenta de PAID ahora es solo suya');
    assert.ok(
      claimed.text.startsWith(
        'Acaba de iniciar sesión en PAID con un enlace enviado a esta dirección.\n',
      ),
      claimed.text,
    );
    assert.ok(claimed.text.includes(`\n${ORIGIN}/forgot-password\n`), claimed.text);

    const refunded = await CASES['excess refunded']('es');
    assert.equal(refunded.subject, 'Se le reembolsaron $500.00 de sus donaciones a Rosa Receipt');
    assert.ok(refunded.text.startsWith('Estimado/a Ada Lovelace:\n'), refunded.text);
    assert.ok(
      refunded.text.includes(
        'Sus donaciones a Rosa Receipt para la elección primaria del 7 de marzo de 2028 (P2028) superaron en $500.00 el límite de $3,500 por elección (recibos PAID-000124, PAID-000123).',
      ),
      refunded.text,
    );
    const redesignated = await CASES['excess redesignated']('es');
    assert.equal(
      redesignated.subject,
      '$500.00 de sus donaciones a Rosa Receipt ahora cuentan para G2028',
    );
    assert.match(
      redesignated.text,
      /ahora cuentan para la elección general del 7 de noviembre de 2028 \(G2028\)/,
    );
    assert.match(redesignated.text, /responda a este correo y se los reembolsaremos/);

    const express = await CASES['express link']('es');
    assert.equal(express.subject, 'Su enlace exprés de $25.00 para Rosa Receipt');
    assert.ok(
      express.text.includes(
        '(código de referencia spring-mail):\n\nhttps://paid.example/donate/7?express=TOKEN\n',
      ),
      express.text,
    );
    assert.match(
      express.text,
      /Funciona hasta el 20 de diciembre de 2026 \(los enlaces funcionan como máximo 30 días\)/,
    );

    const moved = await CASES['campaign link moved']('es');
    assert.equal(moved.subject, 'Su enlace de campaña de PAID tiene una nueva dirección');
    assert.ok(moved.text.includes('\nhttps://paid.example/donate/rosa-receipt-rosa\n'), moved.text);
    assert.ok(
      moved.text.includes(
        'La dirección anterior, https://paid.example/donate/rosa, ya no funciona.',
      ),
      moved.text,
    );
  });

  it('writes the dates, the plan and the test mode in Spanish', async () => {
    const first = await CASES['receipt, test mode, first of a monthly gift']('es');
    assert.equal(first.subject, '[MODO DE PRUEBA] Su recibo de donación PAID-000123');
    assert.ok(first.text.startsWith('Estimado/a Ada Lovelace:\n'), first.text);
    assert.match(first.text, /Fecha: 20 de noviembre de 2026 a las 10:00 a\.\s?m\. UTC/);
    assert.match(first.text, /Próximo cobro: 20 de diciembre de 2026\./);
    assert.match(first.text, /"Cancelar donación mensual"/);
    assert.match(first.text, /MODO DE PRUEBA: Esta donación se hizo en modo de prueba/);
    assert.ok(!first.text.includes(TEST_MODE_RECEIPT_NOTE));
    const last = await CASES['receipt of the last monthly charge']('es');
    assert.match(last.text, /antes de la elección del 7 de marzo de 2028/);
    const paused = await CASES['monthly gift paused']('es');
    assert.match(paused.text, /\nSu tarjeta fue rechazada\.\n/);
    const renewal = await CASES['plan renewal']('es');
    assert.match(renewal.text, /la elección primaria del 7 de marzo de 2028 \(P2028\)/);
    assert.equal(
      renewal.subject,
      'Su donación mensual a Rosa Receipt termina el 3 de noviembre de 2026',
    );
  });
});

for (const kind of DATABASE_KINDS) {
  describe(`whose language a mail is in (${kind})`, () => {
    let database: TestDatabase;
    let db: Db;
    let app: FastifyInstance;
    let candidateId: number;

    before(async () => {
      database = await createTestDatabase(kind);
      db = database.db;
      app = donationApp(db, countingProvider());
      candidateId = await addCandidate(db, { name: 'Rosa Receipt' });
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    const outbox = async (to: string) =>
      (
        await db.query<Written>(
          `select kind, recipient as to, subject, body_text as text from mail_outbox
            where lower(recipient) = lower($1) order by id`,
          [to],
        )
      ).rows;

    const give = (body: unknown, headers: Record<string, string> = {}, cookies = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/donations',
        payload: body as object,
        headers,
        cookies,
      });

    it("mails a Spanish member's receipt in Spanish, with the legal text in English too, whatever the browser says", async () => {
      const email = 'socia@example.com';
      const userId = await insertUser(db, { email });
      const session = await loginCookies(db, userId);
      const chose = await app.inject({
        method: 'PUT',
        url: '/api/account/language',
        payload: { language: 'es' },
        cookies: session,
      });
      assert.equal(chose.statusCode, 200);
      const given = await give(
        donationForm(candidateId, { donorEmail: email }),
        { 'accept-language': 'en-US' },
        session,
      );
      assert.equal(given.statusCode, 201, given.body);
      const [receipt, ...more] = await outbox(email);
      assert.equal(more.length, 0);
      assert.equal(receipt.kind, 'receipt');
      assert.match(receipt.subject, /Su recibo de donación PAID-\d{6}$/);
      assert.ok(receipt.text.startsWith('Estimado/a Ada Lovelace'), receipt.text);
      assert.ok(receipt.text.includes('Gracias por su donación a Rosa Receipt.'));
      assert.ok(receipt.text.includes(`${ENGLISH_LEGAL_TEXT_HEADING}\n${RECEIPT_LEGAL_TEXT}`));

      // Support refunds it: the notice, read from the gift, follows the account too.
      const id = Number(given.json().id);
      await db.query(
        `update donations set status = 'refunded', refunded_at = now() where id = $1`,
        [id],
      );
      await db.transaction((tx) => enqueueRefundNotice(tx, id));
      const [, refund] = await outbox(email);
      assert.match(refund.subject, /^\[MODO DE PRUEBA\] Su donación PAID-\d{6} fue reembolsada$/);
      assert.ok(refund.text.includes(RECEIPT_LEGAL_TEXT));
    });

    it("writes the mail read back from a member's gift in their account's language, whatever the gift was made in", async () => {
      const email = 'later@example.com';
      const userId = await insertUser(db, { email });
      const session = await loginCookies(db, userId);
      const given = await give(
        donationForm(candidateId, { donorEmail: email }),
        { 'accept-language': 'en' },
        session,
      );
      assert.equal(given.statusCode, 201, given.body);
      const [receipt] = await outbox(email);
      assert.match(receipt.subject, /Your donation receipt/);
      await app.inject({
        method: 'PUT',
        url: '/api/account/language',
        payload: { language: 'es' },
        cookies: session,
      });
      await db.transaction((tx) => enqueueRefundNotice(tx, Number(given.json().id)));
      const [, refund] = await outbox(email);
      assert.match(refund.subject, /fue reembolsada$/);
    });

    it("mails a visitor's receipt in the language of the request that made the gift, and keeps it on the gift", async () => {
      const email = 'visitante@example.com';
      const given = await give(donationForm(candidateId, { donorEmail: email }), {
        'accept-language': 'es-MX,es;q=0.9',
      });
      assert.equal(given.statusCode, 201, given.body);
      const id = Number(given.json().id);
      const { rows } = await db.query<{ language: string }>(
        'select language from donations where id = $1',
        [id],
      );
      assert.equal(rows[0].language, 'es');
      const [receipt] = await outbox(email);
      assert.match(receipt.subject, /^\[MODO DE PRUEBA\] Su recibo de donación/);
      // Mail read back from the gift later (a refund) is in the same language.
      await db.transaction((tx) => enqueueRefundNotice(tx, id));
      const [, refund] = await outbox(email);
      assert.match(refund.subject, /fue reembolsada$/);

      // An English browser's gift: the receipt as it always was.
      const english = 'visitor@example.com';
      const inEnglish = await give(donationForm(candidateId, { donorEmail: english }));
      assert.equal(inEnglish.statusCode, 201);
      const [englishReceipt] = await outbox(english);
      assert.match(englishReceipt.subject, /^\[TEST MODE\] Your donation receipt PAID-\d{6}$/);
      assert.ok(englishReceipt.text.startsWith('Dear Ada Lovelace'));
      assert.ok(!englishReceipt.text.includes(ENGLISH_LEGAL_TEXT_HEADING));
    });

    it("writes a monthly plan's notices in its member's language, else the language its first gift was made in", async () => {
      const email = 'plan@example.com';
      const userId = await insertUser(db, { email });
      const session = await loginCookies(db, userId);
      const first = await give(
        donationForm(candidateId, { donorEmail: email }),
        { 'accept-language': 'es' },
        session,
      );
      assert.equal(first.statusCode, 201, first.body);
      await startRecurringPlan(db, {
        userId,
        candidateId,
        amountCents: 2500,
        firstDonationId: Number(first.json().id),
        firstGiftAt: new Date(),
        electionId: null,
      });
      const { rows } = await db.query<{ id: number }>(
        `update recurring_plans set status = 'paused', pause_reason = 'Your card was declined.'
          where user_id = $1 returning id`,
        [userId],
      );
      await db.transaction((tx) => enqueuePlanPausedNotice(tx, Number(rows[0].id)));
      const paused = (await outbox(email)).find((mail) => mail.kind === 'recurring-paused');
      assert.ok(paused);
      assert.equal(paused.subject, 'Su donación mensual a Rosa Receipt está en pausa');
      assert.ok(paused.text.includes('Su tarjeta fue rechazada.'));
    });

    it('sends the verification link and a reset link in the language of the browser that asked', async () => {
      const signUp = await app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers: { 'accept-language': 'es' },
        payload: {
          firstName: 'Nueva',
          lastName: 'Socia',
          email: 'nueva@example.com',
          password: 'una contraseña larga',
        },
      });
      assert.equal(signUp.statusCode, 201, signUp.body);
      const [verification] = await outbox('nueva@example.com');
      assert.equal(verification.kind, 'email-verification');
      assert.equal(verification.subject, 'Verifique su correo electrónico para PAID');

      const reset = await app.inject({
        method: 'POST',
        url: '/api/account/password-reset',
        headers: { 'accept-language': 'es' },
        cookies: {},
        payload: { email: 'nueva@example.com' },
      });
      assert.equal(reset.statusCode, 202);
      const [, resetMail] = await outbox('nueva@example.com');
      assert.equal(resetMail.subject, 'Elija una nueva contraseña de PAID');
    });
  });
}

// The attestations are part of the legal text a Spanish donor reads in both languages on the
// form; the receipt's legal text is RECEIPT_LEGAL_TEXT (docs/mail.md). Both are in the table.
it('has Spanish for every attestation', async () => {
  const { translateMessage } = await import('../src/languages/server-messages');
  for (const label of Object.values(DONATION_ATTESTATIONS)) {
    assert.notEqual(translateMessage(label, 'es'), label);
  }
});
