import fs from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { REPO_ROOT } from '../config';
import { buildOpenApiDocument } from '../openapi/openapi-document';

// Contract compatibility between releases (docs/releases.md). A remote stays
// live while the server and the other apps move on, so the API must keep answering what that
// remote was built to read, and keep accepting what it sends. The baseline is the API as of the
// last release (the OpenAPI document of the contract, written by `npm run contract:baseline`
// into shared-api/contract-baseline.json and committed, an explicit step: a release never
// rewrites the working tree); a test compares today's contract with it, and `npm run release`
// refuses a source that breaks it and warns when the baseline is older than the source.
// Additive changes pass: a new route, a new answer field, a new optional request field. What
// fails: a route gone, an answer field gone or made optional, an answer value of a new type or
// a new enum value (an old remote cannot read it), a request field newly required or narrowed.

export const CONTRACT_BASELINE = path.join(REPO_ROOT, 'shared-api', 'contract-baseline.json');

type Schema = Record<string, unknown>;
interface Operation {
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}
export interface ApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/** Reading answers: the new schema may only say less. Sending requests: it may only accept more. */
type Direction = 'answer' | 'request';

const JSON_TYPES = ['string', 'number', 'integer', 'boolean', 'null', 'array', 'object'];

/** The JSON types a schema allows (no `type` means any; integer is a kind of number). */
function typesOf(schema: Schema): Set<string> {
  if (schema.const !== undefined) return new Set([jsonType(schema.const)]);
  if (Array.isArray(schema.enum)) return new Set(schema.enum.map(jsonType));
  const type = schema.type;
  if (type === undefined) return new Set(JSON_TYPES);
  return new Set(Array.isArray(type) ? (type as string[]) : [type as string]);
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** Whether every value of type `inner` is also a value of type `outer`. */
function typeWithin(inner: string, outer: Set<string>): boolean {
  return outer.has(inner) || (inner === 'integer' && outer.has('number'));
}

/** Enum/const values, or undefined when the schema does not list them. */
function valuesOf(schema: Schema): unknown[] | undefined {
  if (schema.const !== undefined) return [schema.const];
  return Array.isArray(schema.enum) ? schema.enum : undefined;
}

function branches(schema: Schema): Schema[] | undefined {
  const list = schema.anyOf ?? schema.oneOf;
  return Array.isArray(list) ? (list as Schema[]) : undefined;
}

/**
 * Problems with `next` replacing `prev`, where `narrow` must fit inside `wide` (answers: next
 * inside prev; requests: prev inside next). Returns human-readable lines naming `where`.
 */
function fitProblems(narrow: Schema, wide: Schema, where: string): string[] {
  const narrowBranches = branches(narrow);
  if (narrowBranches) {
    return narrowBranches.flatMap((branch) => fitProblems(branch, wide, where));
  }
  const wideBranches = branches(wide);
  if (wideBranches) {
    const fits = wideBranches.some((branch) => fitProblems(narrow, branch, where).length === 0);
    if (fits) return [];
    // Report against the branch of the same types, when there is one, for a precise message.
    const same = wideBranches.find((branch) =>
      [...typesOf(narrow)].every((type) => typeWithin(type, typesOf(branch))),
    );
    return same
      ? fitProblems(narrow, same, where)
      : [`${where}: ${describe(narrow)} no longer fits`];
  }

  const wideTypes = typesOf(wide);
  const outside = [...typesOf(narrow)].filter((type) => !typeWithin(type, wideTypes));
  if (outside.length > 0) return [`${where}: type ${outside.join(', ')} is new`];

  const wideValues = valuesOf(wide);
  if (wideValues) {
    const narrowValues = valuesOf(narrow);
    if (!narrowValues)
      return [`${where}: any value, where only ${JSON.stringify(wideValues)} were`];
    const extra = narrowValues.filter((value) => !wideValues.includes(value));
    if (extra.length > 0) return [`${where}: value ${JSON.stringify(extra)} is new`];
  }

  const problems: string[] = [];
  if (wide.properties || narrow.properties) {
    const wideProps = (wide.properties ?? {}) as Record<string, Schema>;
    const narrowProps = (narrow.properties ?? {}) as Record<string, Schema>;
    const wideRequired = new Set((wide.required ?? []) as string[]);
    const narrowRequired = new Set((narrow.required ?? []) as string[]);
    // What `wide` promises must be promised by `narrow` too: each required field stays required.
    for (const name of wideRequired) {
      if (!narrowRequired.has(name)) problems.push(`${where}.${name}: no longer always there`);
    }
    for (const [name, schema] of Object.entries(narrowProps)) {
      const before = wideProps[name];
      // A field `wide` does not name is fine: answers are read by field (new fields are
      // additive), and request bodies are parsed without refusing unknown fields.
      if (before) problems.push(...fitProblems(schema, before, `${where}.${name}`));
    }
  }
  if (narrow.items && wide.items) {
    problems.push(...fitProblems(narrow.items as Schema, wide.items as Schema, `${where}[]`));
  }
  return problems;
}

function describe(schema: Schema): string {
  return JSON.stringify(schema).slice(0, 80);
}

function changeProblems(prev: Schema, next: Schema, where: string, direction: Direction) {
  return direction === 'answer' ? fitProblems(next, prev, where) : fitProblems(prev, next, where);
}

function jsonContent(part: { content?: Record<string, { schema: Schema }> } | undefined) {
  return part?.content?.['application/json']?.schema;
}

/** Every way `current` would break an app built against `baseline`; empty when compatible. */
export function breakingChanges(baseline: ApiDocument, current: ApiDocument): string[] {
  const problems: string[] = [];
  for (const [pathName, operations] of Object.entries(baseline.paths)) {
    for (const [method, before] of Object.entries(operations)) {
      const route = `${method.toUpperCase()} ${pathName}`;
      const after = current.paths[pathName]?.[method];
      if (!after) {
        problems.push(`${route}: the route is gone`);
        continue;
      }
      const answerBefore = jsonContent(before.responses['2XX']);
      const answerAfter = jsonContent(after.responses['2XX']);
      if (answerBefore && answerAfter) {
        problems.push(...changeProblems(answerBefore, answerAfter, `${route} answer`, 'answer'));
      }
      const bodyBefore = jsonContent(before.requestBody);
      const bodyAfter = jsonContent(after.requestBody);
      if (bodyBefore && bodyAfter) {
        problems.push(...changeProblems(bodyBefore, bodyAfter, `${route} body`, 'request'));
      } else if (bodyAfter && !bodyBefore) {
        problems.push(`${route} body: a body is now required`);
      }
      const known = new Set((before.parameters ?? []).map((p) => `${p.in}:${p.name}`));
      for (const parameter of after.parameters ?? []) {
        if (parameter.required && !known.has(`${parameter.in}:${parameter.name}`)) {
          problems.push(`${route}: new required ${parameter.in} parameter ${parameter.name}`);
        }
      }
    }
  }
  return problems;
}

export function readContractBaseline(file: string = CONTRACT_BASELINE): ApiDocument {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ApiDocument;
}

/** Records today's contract as the baseline the next changes are checked against. */
export function writeContractBaseline(file: string = CONTRACT_BASELINE): void {
  fs.writeFileSync(file, `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);
}

export function currentContract(): ApiDocument {
  return buildOpenApiDocument() as unknown as ApiDocument;
}

export interface BaselineStatus {
  /** Ways today's contract breaks a remote built against the baseline (see breakingChanges). */
  breaking: string[];
  /** Today's contract differs from the baseline (compatibly or not): it needs recording. */
  stale: boolean;
}

/** How today's contract stands against the committed baseline. */
export function baselineStatus(
  baseline: ApiDocument = readContractBaseline(),
  current: ApiDocument = currentContract(),
): BaselineStatus {
  // As written to the file: JSON drops what JSON cannot hold (undefined fields).
  const written = JSON.parse(JSON.stringify(current)) as ApiDocument;
  return {
    breaking: breakingChanges(baseline, written),
    stale: !isDeepStrictEqual(baseline, written),
  };
}
