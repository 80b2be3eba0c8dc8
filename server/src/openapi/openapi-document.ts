import { z } from 'zod';
import { apiErrorSchema, contract, UPLOAD_IMAGE_TYPES, type RouteDef } from 'shared-api/contracts';

// An OpenAPI 3.1 document made from the contract at start-up, so it describes exactly what
// registerRoute validates; served at GET /api/openapi.json (routes/api-docs-routes.ts) and read
// by the releases' contract check (releases/contract-compat.ts). JSON Schema comes from zod's own
// z.toJSONSchema (draft 2020-12, which OpenAPI 3.1 uses): requests as the schemas accept
// them ('input'), answers as they leave the server ('output'). What JSON Schema cannot say
// (a refine's rule, a transform) is left open rather than refused.

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  return rest;
}

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

/** One parameter per property of a params or query object schema. */
function parametersOf(schema: z.ZodObject | undefined, place: 'path' | 'query'): Parameter[] {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input');
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: place,
      required: place === 'path' || required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
}

/** `/api/candidate/:candidateId` -> `/api/candidate/{candidateId}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}

const ERROR_REF = { $ref: '#/components/schemas/ApiError' };

function operationOf(group: string, name: string, route: RouteDef, isUpload: boolean) {
  const parameters = [...parametersOf(route.params, 'path'), ...parametersOf(route.query, 'query')];
  const requestBody = route.body
    ? {
        required: true,
        content: { 'application/json': { schema: jsonSchema(route.body, 'input') } },
      }
    : isUpload
      ? {
          required: true,
          content: Object.fromEntries(
            UPLOAD_IMAGE_TYPES.map((type) => [
              type,
              { schema: { type: 'string', format: 'binary' } },
            ]),
          ),
        }
      : undefined;
  return {
    operationId: `${group}.${name}`,
    tags: [group],
    summary: route.summary,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      '2XX': {
        description: 'Success (201 when something was created)',
        content: {
          [route.produces ?? 'application/json']: { schema: jsonSchema(route.response, 'output') },
        },
      },
      default: {
        description: 'An error: 400 names the fields, 401/403/404/409/429 say why (docs/errors.md)',
        content: { 'application/json': { schema: ERROR_REF } },
      },
    },
  };
}

export function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [group, routes] of Object.entries(contract)) {
    for (const [name, route] of Object.entries(routes) as [string, RouteDef][]) {
      const path = openApiPath(route.path);
      const isUpload = route === contract.uploads.put;
      paths[path] ??= {};
      paths[path][route.method.toLowerCase()] = operationOf(group, name, route, isUpload);
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'PAID API',
      version: '1.0.0',
      description:
        'Generated from the zod contracts in shared-api/src/contracts, which the server validates every request with. Logged-in calls use the session cookie; writes from another site are refused (403).',
    },
    servers: [{ url: '/' }],
    paths,
    components: { schemas: { ApiError: jsonSchema(apiErrorSchema, 'output') } },
  };
}

let cached: string | undefined;

/** The document as JSON text, built once per process. */
export function openApiJson(): string {
  cached ??= JSON.stringify(buildOpenApiDocument());
  return cached;
}
