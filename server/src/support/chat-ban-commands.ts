import {
  chatRestrictionEntrySchema,
  chatRestrictionsQuerySchema,
  liftedChatRestrictionSchema,
  type ChatRestrictionEntry,
  type LiftedChatRestriction,
} from 'shared-api/contracts';
import { z } from 'zod';
import { liftChatRestriction, listChatRestrictions } from '../chat/lift-restrictions';
import type { Db } from '../db/db';
import { AdminCommandError, type AdminApiCall } from './admin-client';

// Support's chat-ban commands (docs/roles.md), beside the admin API's list and lift
// (routes/chat-restriction-routes.ts) for support working from the server's shell:
//   npm run admin -- chat-bans [channelId]     the time-outs and bans in force
//   npm run admin -- lift-ban <restrictionId>  lift one; the sender may chat again

export type ChatBanCommand =
  { kind: 'chat-bans'; channelId?: string } | { kind: 'lift-ban'; restrictionId: number };

export const CHAT_BAN_USAGE = `  chat-bans [channelId]      list the chat time-outs and bans in force (of one channel: state-CA)
  lift-ban <restrictionId>   lift a chat time-out or ban`;

/** The command for `args`, undefined when it is not a chat-ban command. */
export function parseChatBanCommand(
  args: readonly string[],
  idArgument: (value: string, what: string) => number,
  usage: string,
): ChatBanCommand | undefined {
  const [name, value, ...rest] = args;
  if (name !== 'chat-bans' && name !== 'lift-ban') return undefined;
  if (rest.length > 0) throw new AdminCommandError(usage);
  if (name === 'lift-ban') {
    if (value === undefined) throw new AdminCommandError(usage);
    return { kind: name, restrictionId: idArgument(value, 'Restriction id') };
  }
  if (value === undefined) return { kind: name };
  // The API's own query schema, so the command and the route refuse the same channel ids.
  const query = chatRestrictionsQuerySchema.safeParse({ channelId: value });
  if (!query.success) throw new AdminCommandError(`Not a chat channel id: "${value}" (state-CA)`);
  return { kind: name, channelId: query.data.channelId };
}

export function describeChatRestrictions(entries: readonly ChatRestrictionEntry[]): string {
  if (entries.length === 0) return 'No chat time-outs or bans in force.';
  return entries
    .map((entry) => {
      const what = entry.kind === 'ban' ? 'ban' : `time-out until ${entry.until}`;
      const covers = [entry.account && 'account', entry.address && 'address']
        .filter(Boolean)
        .join(' + ');
      const by = entry.createdBy ? ` by ${entry.createdBy}` : '';
      return `#${entry.id}  ${entry.channelId}  "${entry.username}"  ${what}${covers ? ` (${covers})` : ''}${by}, ${entry.createdAt}`;
    })
    .join('\n');
}

export function describeLift(result: LiftedChatRestriction): string {
  return result.changed
    ? `Chat restriction ${result.id} lifted: the sender may chat again.`
    : `Chat restriction ${result.id} was not in force (lifted already, or a time-out that ended).`;
}

export const unknownRestrictionMessage = (id: number) => `No chat restriction with id ${id}`;

/** The admin API call of a chat-ban command, and how its answer reads. */
export function chatBanApiCall(
  command: ChatBanCommand,
): AdminApiCall & { describe: (json: unknown) => string } {
  if (command.kind === 'lift-ban') {
    return {
      method: 'POST',
      path: `/api/admin/chat-restrictions/${command.restrictionId}/lift`,
      describe: (json) => describeLift(liftedChatRestrictionSchema.parse(json)),
    };
  }
  const query = command.channelId ? `?channelId=${encodeURIComponent(command.channelId)}` : '';
  return {
    method: 'GET',
    path: `/api/admin/chat-restrictions${query}`,
    describe: (json) => describeChatRestrictions(z.array(chatRestrictionEntrySchema).parse(json)),
  };
}

/** The command on the database itself (no server running on the data folder). */
export async function runChatBanCommand(db: Db, command: ChatBanCommand): Promise<string> {
  if (command.kind === 'chat-bans') {
    return describeChatRestrictions(await listChatRestrictions(db, command.channelId, Date.now()));
  }
  const result = await liftChatRestriction(db, command.restrictionId, null, Date.now());
  if (!result) throw new AdminCommandError(unknownRestrictionMessage(command.restrictionId));
  return describeLift(result);
}
