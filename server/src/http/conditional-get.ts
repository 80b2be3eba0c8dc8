import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SerializedJson } from '../serialized-json';

// Conditional GETs of polled answers (chat, brackets, the Shorts feed): the answer carries an
// ETag and `no-cache`, so the browser's HTTP cache revalidates every poll with If-None-Match
// by itself, and an unchanged answer is a bodiless 304 that fetch sees as the 200 it holds.

/** Whether If-None-Match (a list, possibly weak validators, or *) names `etag`. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** Answers 304 with no body; typed as the route's answer so handlers can return it. */
export function notModified(reply: FastifyReply, etag: string): never {
  return reply.code(304).header('etag', etag).send() as never;
}

/** Made once per serialized answer: a cached one is sent many times. */
const etags = new WeakMap<SerializedJson<unknown>, string>();

/** A strong validator of exactly this JSON text (so it differs whenever a byte does). */
export function etagOf(json: SerializedJson<unknown>): string {
  let etag = etags.get(json);
  if (etag === undefined) {
    etag = `"${crypto.createHash('sha1').update(json.text).digest('base64url')}"`;
    etags.set(json, etag);
  }
  return etag;
}

/**
 * `json` with its ETag, or a 304 when the request's If-None-Match names it. `cacheControl`:
 * 'private, no-cache' when the answer depends on who asks (a shared cache must not keep it).
 */
export function answerWithEtag<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  json: SerializedJson<T>,
  cacheControl: 'no-cache' | 'private, no-cache' = 'no-cache',
): SerializedJson<T> {
  const etag = etagOf(json);
  reply.header('cache-control', cacheControl);
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return notModified(reply, etag);
  reply.header('etag', etag);
  return json;
}
