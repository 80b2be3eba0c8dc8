import type { FastifyInstance } from 'fastify';

// The two steps of a photo upload, as the browser's widget makes them.

type Cookies = Record<string, string>;

export async function newUploadUrl(app: FastifyInstance, cookies: Cookies): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/objects/upload', cookies });
  if (response.statusCode !== 200) {
    throw new Error(`POST /api/objects/upload: ${response.statusCode} ${response.body}`);
  }
  return response.json().uploadURL;
}

export function putFile(
  app: FastifyInstance,
  uploadUrl: string,
  bytes: Buffer | string,
  contentType: string | undefined,
) {
  return app.inject({
    method: 'PUT',
    url: uploadUrl,
    payload: bytes,
    headers: contentType === undefined ? {} : { 'content-type': contentType },
  });
}

/** Uploads `bytes` for the user of `cookies`; answers the stored file's path. */
export async function uploadFile(
  app: FastifyInstance,
  cookies: Cookies,
  bytes: Buffer,
  contentType: string,
): Promise<string> {
  const response = await putFile(app, await newUploadUrl(app, cookies), bytes, contentType);
  if (response.statusCode !== 200)
    throw new Error(`upload: ${response.statusCode} ${response.body}`);
  return response.json().objectPath;
}
