import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { openApiJson } from '../openapi/openapi-document';

// The API describes itself: GET /api/openapi.json (openapi/openapi-document.ts, made from the
// contract) and a reference page at /api/docs. The page is Swagger UI from the swagger-ui-dist package,
// served from node_modules by this server, so it works offline and under the site's
// Content-Security-Policy: the HTML holds no inline script; it loads the viewer's files and a
// small start-up script from this origin, which reads the document's URL from a data attribute.

const swaggerUiDir = dirname(
  createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
);

export const API_DOCS_ASSETS = {
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
} as const;

const DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>PAID API reference</title>
    <link rel="icon" href="/favicon.png" />
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui" data-openapi-url="/api/openapi.json"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/start.js"></script>
  </body>
</html>
`;

/** Starts the viewer on the element the page marked (no inline script: the CSP forbids it). */
const START_SCRIPT = `(function () {
  var root = document.getElementById('swagger-ui');
  window.SwaggerUIBundle({
    url: root.getAttribute('data-openapi-url'),
    domNode: root,
    deepLinking: true,
    validatorUrl: null,
  });
})();
`;

export function registerApiDocsRoutes(app: FastifyInstance): void {
  app.get('/api/openapi.json', async (_request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(openApiJson()),
  );

  app.get('/api/docs', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(DOCS_PAGE),
  );

  app.get('/api/docs/start.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(START_SCRIPT),
  );

  for (const [file, type] of Object.entries(API_DOCS_ASSETS)) {
    app.get(`/api/docs/${file}`, async (_request, reply) =>
      // The package's version is fixed by package-lock.json: a day's caching is safe enough.
      reply
        .type(type)
        .header('cache-control', 'public, max-age=86400')
        .send(createReadStream(join(swaggerUiDir, file))),
    );
  }
}
