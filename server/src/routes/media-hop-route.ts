import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../http/http-error';
import { DomainError } from '../domain-error';
import { HOP_HEADER, HOP_PATH, HOP_REFUSED, hopSigned, type HopAnswer } from '../media/media-hop';
import type { MediaRoom } from '../media/media-server';
import type { HopCall, RoutedMediaServer } from '../media/routed-media-server';

// The call another server sends the holder of a media room or session (media/media-hop.ts,
// docs/video.md "Several servers"). Not part of the browser's API (not in the contract): a
// server with an internal address answers it, and only when signed with the database's hop key;
// anything else is 403, so the routes' own checks cannot be skipped by calling it directly.

const room = z
  .string()
  .regex(/^(stream-\d+|debate-[A-Z0-9-]+)$/) as unknown as z.ZodType<MediaRoom>;
const sessionId = z.string().min(1).max(200);
const hopCallSchema: z.ZodType<HopCall> = z.discriminatedUnion('op', [
  z.object({ op: z.literal('grantPublish'), room, candidateId: z.number().int() }),
  z.object({
    op: z.literal('publish'),
    room,
    candidateId: z.number().int(),
    offerSdp: z.string(),
    token: z.string(),
  }),
  z.object({ op: z.literal('subscribe'), room }),
  z.object({ op: z.literal('publishers'), room }),
  z.object({ op: z.literal('sessionOf'), sessionId }),
  z.object({ op: z.literal('answer'), sessionId, answerSdp: z.string() }),
  z.object({ op: z.literal('close'), sessionId }),
  z.object({ op: z.literal('closeRoom'), room }),
  z.object({
    op: z.literal('hlsChoice'),
    room,
    threshold: z.number().int().min(1),
    want: z.boolean(),
  }),
]);

export function registerMediaHopRoute(app: FastifyInstance, media: RoutedMediaServer) {
  app.post(HOP_PATH, { bodyLimit: 1024 * 1024 }, async (request) => {
    const header = request.headers[HOP_HEADER];
    const signed = hopSigned(
      await media.hopKey(),
      JSON.stringify(request.body ?? null),
      typeof header === 'string' ? header : undefined,
    );
    if (!signed) throw new HttpError(403, HOP_REFUSED);
    const call = hopCallSchema.safeParse(request.body);
    if (!call.success) throw new HttpError(400, 'Not a media call');
    try {
      return { result: (await media.runHop(call.data)) ?? null } satisfies HopAnswer<unknown>;
    } catch (error) {
      // Sent back as it is, for the server that received the browser's call to answer it.
      if (!(error instanceof DomainError)) throw error;
      const { kind, message, errors } = error;
      return { refused: { kind, message, errors } } satisfies HopAnswer<unknown>;
    }
  });
}
