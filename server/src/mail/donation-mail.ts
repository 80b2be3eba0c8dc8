import { formatChargeDay, RECEIPT_LEGAL_TEXT, TEST_MODE_RECEIPT_NOTE } from 'shared-api/contracts';
import type { Language } from 'shared-api/languages';
import type { DbTx } from '../db/db';
import { donationReference } from '../donations/donation-receipt';
import { PLAN_END_DAY } from '../donations/plan-end';
import { spanishDay, spanishMoment } from '../languages/language-formats';
import { giftMailLanguageSql, mailLanguage } from '../languages/member-language';
import { translateMessage } from '../languages/server-messages';
import { enqueueMail, type QueuedMail } from './outbox';

// The mail a gift's donor gets (docs/mail.md): the receipt when it succeeds, a notice when support
// refunds it. Each is queued inside the transaction that changed the gift, so a receipt exists
// exactly when the gift does. Other features (recurring gifts) queue theirs the same way with
// enqueueDonationReceipt, or with enqueueMail for a message of their own.
//
// Each mail is written in the donor's language (docs/languages.md "Mail": giftMailLanguageSql,
// or the request's for the receipt the request writes). A Spanish mail carries the legal text
// in Spanish AND in English, word for word as the English receipt has it.

/** What a gift's mail says: read from the gift, or known to the request that made it. */
export interface GiftFacts {
  id: number;
  donorEmail: string;
  donorName: string;
  amountCents: number;
  candidateName: string;
  createdAt: Date | string;
  refundedAt: Date | string | null;
  testMode: boolean | null;
  /** A monthly plan's charge: the plan's amount and state, and its charge after this one. */
  planAmountCents: number | null;
  planStatus: string | null;
  followingChargeOn: string | null;
  /** YYYY-MM-DD: the plan's end (its last election's day), after which it charges nothing. */
  planElectionDay: string | null;
  /**
   * A gift whose submit starts a monthly plan (charge 0): the plan's second charge, YYYY-MM-DD.
   * Known to the request, since the plan is started once the gift is paid.
   */
  startsMonthlyPlanNextChargeOn?: string | null;
  /** The language the donor reads (docs/languages.md "Mail"); absent: English. */
  language?: Language;
}

async function giftFacts(tx: DbTx, donationId: number): Promise<GiftFacts | undefined> {
  const { rows } = await tx.query<GiftFacts>(
    `select d.id, d.donor_email as "donorEmail", d.donor_name as "donorName",
            d.amount_cents as "amountCents", c.name as "candidateName",
            d.created_at as "createdAt", d.refunded_at as "refundedAt", d.test_mode as "testMode",
            p.amount_cents as "planAmountCents", p.status as "planStatus",
            -- Settled before the clock moves the plan on: it is still at this gift's period.
            to_char((p.anchor_on + make_interval(months => p.periods_charged + 1))::date,
                    'YYYY-MM-DD') as "followingChargeOn",
            (${PLAN_END_DAY}) as "planElectionDay",
            ${giftMailLanguageSql('d')} as language
       from donations d join candidates c on c.id = d.candidate_id
       left join recurring_plans p on p.id = d.recurring_plan_id
      where d.id = $1`,
    [donationId],
  );
  return rows[0] && { ...rows[0], language: mailLanguage(rows[0].language) };
}

// Made once: building an Intl formatter costs far more than using one, and every gift's
// receipt uses both (they were ~6 % of a gift's server CPU in bench/REPORT.md's profile).
const RECEIPT_DOLLARS = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const RECEIPT_TIME = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** $1,234.50, as the receipt page writes amounts. */
export function formatReceiptDollars(cents: number): string {
  return `$${RECEIPT_DOLLARS.format(Number(cents) / 100)}`;
}

/** 'November 20, 2026 at 10:00 AM UTC': a mail cannot know the reader's time zone. */
export function formatReceiptTime(at: Date | string): string {
  return `${RECEIPT_TIME.format(new Date(at))} UTC`;
}

/** How every gift mail ends: TEST MODE where it applies, the legal text, the signature. */
function closingLines(gift: GiftFacts): string[] {
  const testMode = gift.testMode ? ['', `TEST MODE: ${TEST_MODE_RECEIPT_NOTE}`] : [];
  return [...testMode, '', RECEIPT_LEGAL_TEXT, '', 'PAID'];
}

/** The heading of the English legal text a Spanish mail keeps beside its Spanish. */
export const ENGLISH_LEGAL_TEXT_HEADING = 'Texto legal en inglés (Legal text in English):';

/** The same in Spanish: the legal text in Spanish, then word for word in English. */
function spanishClosingLines(gift: GiftFacts): string[] {
  const testMode = gift.testMode
    ? ['', `MODO DE PRUEBA: ${translateMessage(TEST_MODE_RECEIPT_NOTE, 'es')}`]
    : [];
  return [
    ...testMode,
    '',
    translateMessage(RECEIPT_LEGAL_TEXT, 'es'),
    '',
    ENGLISH_LEGAL_TEXT_HEADING,
    RECEIPT_LEGAL_TEXT,
    '',
    'PAID',
  ];
}

/** A mail's greeting by name, in Spanish: 'Estimado/a Ada Lovelace:'. */
export const spanishGreeting = (name: string | null) => (name ? `Estimado/a ${name}:` : 'Hola:');

/** Where a donor cancels a plan; a mail cannot know the site's address, the page's name it can. */
export const CANCEL_MONTHLY_GIFT_HINT =
  'To cancel it, open My donations on PAID (/donations, logged in) and click "Cancel monthly gift".';

/** The same in Spanish, with the page's and the button's Spanish names (mf-candidate's). */
export const SPANISH_CANCEL_MONTHLY_GIFT_HINT =
  'Para cancelarla, abra Mis donaciones en PAID (/donations, con su sesión iniciada) y haga clic en "Cancelar donación mensual".';

/** A plan's state in Spanish ('active' never shows: an active plan says its next charge). */
const SPANISH_PLAN_STATUS: Record<string, string> = {
  active: 'activa',
  paused: 'en pausa',
  cancelled: 'cancelada',
};

interface MonthlyGiftFacts {
  candidateName: string;
  planAmountCents: number;
  planStatus: string;
  /** YYYY-MM-DD: the charge after this gift's. */
  followingChargeOn: string;
  /** YYYY-MM-DD: the plan's election day (null: an old plan without one, which ends). */
  electionDay: string | null;
}

/** What a monthly charge's receipt adds: that it is monthly, the next charge, how to cancel. */
function monthlyReceiptLines(gift: MonthlyGiftFacts): string[] {
  const every = `${formatReceiptDollars(gift.planAmountCents)} every month to ${gift.candidateName}`;
  if (gift.planStatus !== 'active') {
    return [
      '',
      `This gift was made by your monthly gift (${every}), which is now ${gift.planStatus}: nothing more will be charged.`,
    ];
  }
  const { electionDay } = gift;
  if (electionDay !== null && gift.followingChargeOn > electionDay) {
    return [
      '',
      `This gift was made by your monthly gift (${every}). It is the last one before the election on ${formatChargeDay(electionDay)}: the monthly gift ends and nothing more will be charged.`,
    ];
  }
  return [
    '',
    `This gift was made by your monthly gift (${every}).`,
    `Next charge: ${formatChargeDay(gift.followingChargeOn)}.`,
    CANCEL_MONTHLY_GIFT_HINT,
  ];
}

/** What the first gift of a monthly plan adds: that it repeats, the next charge, how to cancel. */
function firstMonthlyGiftLines(gift: GiftFacts, nextChargeOn: string): string[] {
  const every = `${formatReceiptDollars(gift.amountCents)} every month to ${gift.candidateName}`;
  return [
    '',
    `This is the first gift of your monthly gift (${every}).`,
    `Next charge: ${formatChargeDay(nextChargeOn)}.`,
    CANCEL_MONTHLY_GIFT_HINT,
  ];
}

/** monthlyReceiptLines in Spanish. */
function spanishMonthlyReceiptLines(gift: MonthlyGiftFacts): string[] {
  const every = `${formatReceiptDollars(gift.planAmountCents)} cada mes a ${gift.candidateName}`;
  if (gift.planStatus !== 'active') {
    const status = SPANISH_PLAN_STATUS[gift.planStatus] ?? gift.planStatus;
    return [
      '',
      `Esta aportación se hizo con su donación mensual (${every}), que ahora está ${status}: no se cobrará nada más.`,
    ];
  }
  const { electionDay } = gift;
  if (electionDay !== null && gift.followingChargeOn > electionDay) {
    return [
      '',
      `Esta aportación se hizo con su donación mensual (${every}). Es la última antes de la elección del ${spanishDay(electionDay)}: la donación mensual termina y no se cobrará nada más.`,
    ];
  }
  return [
    '',
    `Esta aportación se hizo con su donación mensual (${every}).`,
    `Próximo cobro: ${spanishDay(gift.followingChargeOn)}.`,
    SPANISH_CANCEL_MONTHLY_GIFT_HINT,
  ];
}

/** firstMonthlyGiftLines in Spanish. */
function spanishFirstMonthlyGiftLines(gift: GiftFacts, nextChargeOn: string): string[] {
  const every = `${formatReceiptDollars(gift.amountCents)} cada mes a ${gift.candidateName}`;
  return [
    '',
    `Esta es la primera aportación de su donación mensual (${every}).`,
    `Próximo cobro: ${spanishDay(nextChargeOn)}.`,
    SPANISH_CANCEL_MONTHLY_GIFT_HINT,
  ];
}

/** What a receipt adds for a monthly plan's gift, in the receipt's language; none otherwise. */
function planLines(gift: GiftFacts, spanish: boolean): string[] {
  if (gift.planStatus === null) {
    const next = gift.startsMonthlyPlanNextChargeOn;
    if (!next) return [];
    return spanish ? spanishFirstMonthlyGiftLines(gift, next) : firstMonthlyGiftLines(gift, next);
  }
  const plan: MonthlyGiftFacts = {
    candidateName: gift.candidateName,
    planAmountCents: gift.planAmountCents!,
    planStatus: gift.planStatus,
    followingChargeOn: gift.followingChargeOn!,
    electionDay: gift.planElectionDay,
  };
  return spanish ? spanishMonthlyReceiptLines(plan) : monthlyReceiptLines(plan);
}

/** The receipt of a succeeded gift to its donor, in the donor's language. */
export function receiptMail(gift: GiftFacts): QueuedMail {
  if (gift.language === 'es') return spanishReceiptMail(gift);
  const reference = donationReference(gift.id);
  return {
    kind: 'receipt',
    to: gift.donorEmail,
    subject: `${gift.testMode ? '[TEST MODE] ' : ''}Your donation receipt ${reference}`,
    text: [
      `Dear ${gift.donorName},`,
      '',
      `Thank you for your donation to ${gift.candidateName}.`,
      '',
      `Receipt number: ${reference}`,
      `Amount: ${formatReceiptDollars(gift.amountCents)}`,
      `Candidate: ${gift.candidateName}`,
      `Date: ${formatReceiptTime(gift.createdAt)}`,
      ...planLines(gift, false),
      ...closingLines(gift),
    ].join('\n'),
  };
}

function spanishReceiptMail(gift: GiftFacts): QueuedMail {
  const reference = donationReference(gift.id);
  return {
    kind: 'receipt',
    to: gift.donorEmail,
    subject: `${gift.testMode ? '[MODO DE PRUEBA] ' : ''}Su recibo de donación ${reference}`,
    text: [
      spanishGreeting(gift.donorName),
      '',
      `Gracias por su donación a ${gift.candidateName}.`,
      '',
      `Número de recibo: ${reference}`,
      `Monto: ${formatReceiptDollars(gift.amountCents)}`,
      `Candidato/a: ${gift.candidateName}`,
      `Fecha: ${spanishMoment(gift.createdAt)}`,
      ...planLines(gift, true),
      ...spanishClosingLines(gift),
    ].join('\n'),
  };
}

/**
 * Queues the receipt of a succeeded gift, read from the gift (a settle that did not pass its
 * receipt to paid_settle_donation: a takeover, the reconcile job, a monthly charge).
 */
export async function enqueueDonationReceipt(tx: DbTx, donationId: number): Promise<void> {
  const gift = await giftFacts(tx, donationId);
  if (gift) await enqueueMail(tx, receiptMail(gift));
}

/** Queues the notice that support refunded a gift. */
export async function enqueueRefundNotice(tx: DbTx, donationId: number): Promise<void> {
  const gift = await giftFacts(tx, donationId);
  if (!gift) return;
  const reference = donationReference(gift.id);
  const amount = formatReceiptDollars(gift.amountCents);
  if (gift.language === 'es') {
    await enqueueMail(tx, {
      kind: 'refund',
      to: gift.donorEmail,
      subject: `${gift.testMode ? '[MODO DE PRUEBA] ' : ''}Su donación ${reference} fue reembolsada`,
      text: [
        spanishGreeting(gift.donorName),
        '',
        `Su donación a ${gift.candidateName} fue reembolsada: el total de ${amount} vuelve a su tarjeta, y ya no cuenta para el total de ${gift.candidateName} ni para su límite.`,
        '',
        `Número de recibo: ${reference}`,
        `Monto reembolsado: ${amount}`,
        `Donación: ${spanishMoment(gift.createdAt)}`,
        ...(gift.refundedAt ? [`Reembolso: ${spanishMoment(gift.refundedAt)}`] : []),
        ...spanishClosingLines(gift),
      ].join('\n'),
    });
    return;
  }
  await enqueueMail(tx, {
    kind: 'refund',
    to: gift.donorEmail,
    subject: `${gift.testMode ? '[TEST MODE] ' : ''}Your donation ${reference} was refunded`,
    text: [
      `Dear ${gift.donorName},`,
      '',
      `Your donation to ${gift.candidateName} was refunded: the full ${amount} goes back to your card, and it no longer counts toward ${gift.candidateName}'s total or your limit.`,
      '',
      `Receipt number: ${reference}`,
      `Amount refunded: ${amount}`,
      `Donated: ${formatReceiptTime(gift.createdAt)}`,
      ...(gift.refundedAt ? [`Refunded: ${formatReceiptTime(gift.refundedAt)}`] : []),
      ...closingLines(gift),
    ].join('\n'),
  });
}
