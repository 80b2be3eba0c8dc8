import {
  donorLinkAnswerSchema,
  excessGiftListSchema,
  excessGiftSchema,
  linkDonorsBodySchema,
  type DonorLinkAnswer,
  type ExcessGift,
  type ResolveExcessBody,
} from 'shared-api/contracts';
import type { Db } from '../db/db';
import { DomainError } from '../domain-error';
import { linkDonors } from '../donations/donor-links';
import { listExcesses } from '../donations/excess-gifts';
import { describeExcess, moveTargetAt, resolveExcess } from '../donations/excess-resolution';
import type { PaymentProvider } from '../payments/payment-provider';
import { AdminCommandError, type AdminApiCall } from './admin-client';

// Support's excess commands (docs/donation-rules.md "Excessive gifts"), beside the admin API
// (routes/excess-gift-routes.ts), checked by the same body schemas:
//   npm run admin -- donors link <email-a> <email-b>
//   npm run admin -- excess list
//   npm run admin -- excess refund <excessId>
//   npm run admin -- excess move <excessId> [electionId]

export const EXCESS_USAGE = `  donors link <email-a> <email-b>
                             two addresses are one person (their gifts count as one donor's);
                             an excess over a limit goes to the committee's queue
  excess list                every excessive gift, open first, with its days left
  excess refund <excessId>   refund exactly the excess; every total moves back
  excess move <excessId> [electionId]
                             move the excess to a later election with room (default: the first)`;

export type ExcessCommand =
  | { kind: 'donors-link'; emails: [string, string] }
  | { kind: 'excess-list' }
  | { kind: 'excess-resolve'; id: number; body: ResolveExcessBody };

/** The command for `args`, undefined when it is not a donors or excess command. */
export function parseExcessCommand(
  args: readonly string[],
  idArgument: (value: string, what: string) => number,
  usage: string,
): ExcessCommand | undefined {
  const [area, name, ...rest] = args;
  if (area === 'donors' && name === 'link' && rest.length === 2) {
    const body = linkDonorsBodySchema.safeParse({ emails: rest });
    if (!body.success) throw new AdminCommandError(body.error.issues[0].message);
    return { kind: 'donors-link', emails: body.data.emails };
  }
  if (area === 'excess') {
    if (name === 'list' && rest.length === 0) return { kind: 'excess-list' };
    if (name === 'refund' && rest.length === 1) {
      return {
        kind: 'excess-resolve',
        id: idArgument(rest[0], 'Excess id'),
        body: { action: 'refund' },
      };
    }
    if (name === 'move' && (rest.length === 1 || rest.length === 2)) {
      const body: ResolveExcessBody =
        rest[1] === undefined
          ? { action: 'redesignate' }
          : { action: 'redesignate', electionId: idArgument(rest[1], 'Election id') };
      return { kind: 'excess-resolve', id: idArgument(rest[0], 'Excess id'), body };
    }
  }
  if (area === 'donors' || area === 'excess') throw new AdminCommandError(usage);
  return undefined;
}

function describeLink(answer: DonorLinkAnswer): string {
  const people = `Linked as one donor: ${answer.emailKeys.join(', ')}.`;
  if (answer.excesses.length === 0) return `${people} No gift passes a limit.`;
  return [people, ...answer.excesses.map(describeExcess)].join('\n');
}

function describeList(excesses: readonly ExcessGift[]): string {
  return excesses.length === 0 ? 'No excessive gifts.' : excesses.map(describeExcess).join('\n');
}

/** The admin API call of a donors or excess command, and how its answer reads. */
export function excessApiCall(
  command: ExcessCommand,
): AdminApiCall & { describe: (json: unknown) => string } {
  switch (command.kind) {
    case 'donors-link':
      return {
        method: 'POST',
        path: '/api/admin/donor-links',
        body: { emails: command.emails },
        describe: (json) => describeLink(donorLinkAnswerSchema.parse(json)),
      };
    case 'excess-list':
      return {
        method: 'GET',
        path: '/api/admin/excess-gifts',
        describe: (json) => describeList(excessGiftListSchema.parse(json).excesses),
      };
    case 'excess-resolve':
      return {
        method: 'POST',
        path: `/api/admin/excess-gifts/${command.id}/resolve`,
        body: command.body,
        describe: (json) => describeExcess(excessGiftSchema.parse(json)),
      };
  }
}

/** The command on the database itself (no server running on the data folder). */
export async function runExcessCommand(
  db: Db,
  command: ExcessCommand,
  { payments, now }: { payments: PaymentProvider; now: Date },
): Promise<string> {
  const by = 'admin command';
  try {
    switch (command.kind) {
      case 'donors-link':
        return describeLink(await linkDonors(db, { emails: command.emails, by, now }));
      case 'excess-list':
        return describeList(await listExcesses(db, { now, moveTarget: moveTargetAt(now) }));
      case 'excess-resolve':
        return describeExcess(
          await resolveExcess(db, payments, { excessId: command.id, body: command.body, by, now }),
        );
    }
  } catch (error) {
    if (error instanceof DomainError) throw new AdminCommandError(error.message);
    throw error;
  }
}
