import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { z } from 'zod';
import { contract } from 'shared-api/contracts';
import {
  bracketsLookupRoute,
  citiesLookupRoute,
  countiesLookupRoute,
  placeTournamentLookupRoute,
} from '../../src/geo/lookup-params';
import { SERVER_DIR } from '../../src/server-dir';

// Every sentence the server can answer in an error, read from the source (docs/languages.md
// "The server's words"): what the server's code throws (the domain's and the HTTP layer's
// error helpers, `new DomainError`, `new HttpError`, with their field messages) and what the
// contract's zod schemas say of a bad field (a zod check's message argument, `error:` and
// `message:`), so server-messages.test.ts can check that each has Spanish in the one table.
//
// The source is parsed, not run. A message is followed from where it is thrown through local
// and module constants, message functions (what they return), tables of messages
// (`REFUSALS[state]`), conditionals, and a function's parameters (each call's argument), over
// every file. The zod checks of the server's own schemas (geo/lookup-params.ts) count too. A
// message made with values inside has forms: each value the source knows written in (a
// constant's number) or `{}` in its place, to compare with the table's sentences and with its
// keys with their placeholders made `{}` too. What cannot be followed (a value computed at run
// time, an error's own message) is listed apart as unresolved.

const REPO_DIR = path.resolve(SERVER_DIR, '..');

/** Where the server's words live: its code, and the contract it validates with. */
export const SENTENCE_SOURCES = ['server/src', 'shared-api/src/contracts'];

/** Not the server's answers: tests, the seed's demo data. */
const SKIPPED = /(\.test\.ts$|\/seed\/|\/testing\/)/;

/** zod checks that answer no request: the settings read at start, the elections' data file. */
const NOT_ANSWERS = new Set(['server/src/config.ts', 'server/src/elections/election-calendar.ts']);

/** Where the error helpers themselves are made: their `message` is every caller's. */
const HELPER_FILES = new Set([
  'server/src/domain-error.ts',
  'server/src/http/http-error.ts',
  'server/src/http/domain-errors.ts',
]);

/** The domain's and the HTTP layer's error helpers (domain-error.ts, http/http-error.ts). */
const ERROR_HELPERS = new Set([
  'invalid',
  'unauthenticated',
  'forbidden',
  'notFound',
  'conflict',
  'unauthorized',
  'badRequest',
]);

/** zod calls and which argument is the message of the issue they raise. */
const ZOD_MESSAGE_ARGUMENT: Readonly<Record<string, number>> = {
  string: 0,
  number: 0,
  boolean: 0,
  int: 0,
  email: 0,
  url: 0,
  uuid: 0,
  positive: 0,
  nonnegative: 0,
  negative: 0,
  nonpositive: 0,
  nonempty: 0,
  finite: 0,
  safe: 0,
  datetime: 0,
  date: 0,
  time: 0,
  object: 1,
  array: 1,
  enum: 1,
  literal: 1,
  union: 1,
  tuple: 1,
  discriminatedUnion: 2,
  min: 1,
  max: 1,
  length: 1,
  regex: 1,
  refine: 1,
  gt: 1,
  gte: 1,
  lt: 1,
  lte: 1,
  multipleOf: 1,
  startsWith: 1,
  endsWith: 1,
  includes: 1,
};

export interface FoundSentence {
  /**
   * The ways to read it, the most written-out first, the last with `{}` for each value: it
   * has Spanish when one of them is a sentence of the table or, with `{}`, a key's skeleton.
   */
  forms: string[];
  /** Where it is thrown or checked: `server/src/x.ts:12`. */
  at: string;
}

export interface SentenceScan {
  sentences: FoundSentence[];
  /** Messages thrown that the scan cannot follow: `file: the expression thrown`. */
  unresolved: string[];
}

/**
 * A sentence as the source makes it: its forms, the most written-out first (each value that
 * is known written in, e.g. a constant's number), the last with `{}` for every value.
 */
type Text = { forms: string[] };
type Value = Text | 'unresolved' | 'not-text';

const MAX_DEPTH = 12;
/** How many sentences one template may stand for before its values are all `{}`. */
const MAX_VARIANTS = 40;
/** How many forms a sentence keeps (the all-`{}` one always). */
const MAX_FORMS = 16;

function sourceFiles(): ts.SourceFile[] {
  const files: ts.SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(REPO_DIR, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(relative);
      else if (/\.tsx?$/.test(entry.name) && !SKIPPED.test(relative)) {
        const text = fs.readFileSync(path.join(REPO_DIR, relative), 'utf8');
        files.push(ts.createSourceFile(relative, text, ts.ScriptTarget.Latest, true));
      }
    }
  };
  for (const dir of SENTENCE_SOURCES) walk(dir);
  return files;
}

type FunctionNode = ts.FunctionLikeDeclaration;

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(node) ||
  ts.isAsExpression(node) ||
  ts.isNonNullExpression(node) ||
  ts.isSatisfiesExpression(node)
    ? unwrap(node.expression)
    : node;

/** A function's name as callers write it: `function f`, `const f = () =>`. */
function nameOfFunction(fn: FunctionNode): string | undefined {
  if (ts.isFunctionDeclaration(fn) && fn.name) return fn.name.text;
  let node: ts.Node = fn;
  while (ts.isParenthesizedExpression(node.parent)) node = node.parent;
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) {
    return parent.name.text;
  }
  return undefined;
}

function returnedExpressions(fn: FunctionNode): ts.Expression[] {
  if (!fn.body) return [];
  if (!ts.isBlock(fn.body)) return [fn.body];
  const returned: ts.Expression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node)) return;
    if (ts.isReturnStatement(node) && node.expression) returned.push(node.expression);
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(fn.body, visit);
  return returned;
}

class Resolver {
  /** Module-level values and functions, by name, over every file. */
  private readonly modules = new Map<string, ts.Node[]>();
  /** Calls of a function, by the name they call. */
  private readonly calls = new Map<string, ts.CallExpression[]>();
  private readonly aliases = new Map<ts.SourceFile, Map<string, string>>();

  constructor(files: ts.SourceFile[]) {
    for (const source of files) {
      const aliases = new Map<string, string>();
      this.aliases.set(source, aliases);
      for (const statement of source.statements) {
        if (ts.isImportDeclaration(statement)) {
          const bindings = statement.importClause?.namedBindings;
          if (bindings && ts.isNamedImports(bindings)) {
            for (const element of bindings.elements) {
              if (element.propertyName) aliases.set(element.name.text, element.propertyName.text);
            }
          }
        } else if (ts.isVariableStatement(statement)) {
          for (const declaration of statement.declarationList.declarations) {
            if (ts.isIdentifier(declaration.name) && declaration.initializer) {
              this.add(this.modules, declaration.name.text, declaration.initializer);
            }
          }
        } else if (ts.isFunctionDeclaration(statement) && statement.name) {
          this.add(this.modules, statement.name.text, statement);
        }
      }
      const visit = (node: ts.Node) => {
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
          const name = aliases.get(node.expression.text) ?? node.expression.text;
          this.add(this.calls, name, node);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  }

  private add<T>(map: Map<string, T[]>, name: string, value: T) {
    map.set(name, [...(map.get(name) ?? []), value]);
  }

  private alias(node: ts.Node, name: string): string {
    return this.aliases.get(node.getSourceFile())?.get(name) ?? name;
  }

  /** What a name means where it is used: a local value, a parameter, or a module's value. */
  private lookUp(
    identifier: ts.Identifier,
  ): { value: ts.Node } | { parameter: FunctionNode; index: number } | undefined {
    const name = identifier.text;
    for (let scope: ts.Node | undefined = identifier.parent; scope; scope = scope.parent) {
      if (ts.isFunctionLike(scope)) {
        const index = scope.parameters.findIndex(
          (parameter) => ts.isIdentifier(parameter.name) && parameter.name.text === name,
        );
        if (index >= 0) return { parameter: scope as FunctionNode, index };
      }
      if (ts.isBlock(scope) || ts.isSourceFile(scope) || ts.isModuleBlock(scope)) {
        for (const statement of scope.statements) {
          if (!ts.isVariableStatement(statement)) continue;
          for (const declaration of statement.declarationList.declarations) {
            if (
              ts.isIdentifier(declaration.name) &&
              declaration.name.text === name &&
              declaration.initializer
            ) {
              return { value: declaration.initializer };
            }
          }
        }
      }
    }
    return undefined;
  }

  /** The sentences `expression` may be (texts, skeletons), or why not. */
  values(expression: ts.Expression, depth = 0): Value[] {
    if (depth > MAX_DEPTH) return ['unresolved'];
    const next = (inner: ts.Expression) => this.values(inner, depth + 1);
    const node = unwrap(expression);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      return [{ forms: [node.text] }];
    }
    if (ts.isNumericLiteral(node)) return [{ forms: [node.text] }];
    if (ts.isTemplateExpression(node)) {
      return this.joined(
        node.head.text,
        node.templateSpans.map((span) => [span.expression, span.literal.text] as const),
        next,
      );
    }
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
      return this.joined('', [[node.left, ''] as const, [node.right, ''] as const], next);
    }
    if (ts.isConditionalExpression(node)) return [...next(node.whenTrue), ...next(node.whenFalse)];
    if (
      ts.isBinaryExpression(node) &&
      [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(
        node.operatorToken.kind,
      )
    ) {
      return [...next(node.left), ...next(node.right)];
    }
    if (ts.isIdentifier(node)) return this.identifier(node, next, depth);
    if (ts.isCallExpression(node)) return this.call(node, next);
    if (ts.isElementAccessExpression(node) || ts.isPropertyAccessExpression(node)) {
      return this.member(node, next, depth);
    }
    if (
      ts.isPrefixUnaryExpression(node) ||
      ts.isArrayLiteralExpression(node) ||
      ts.isObjectLiteralExpression(node) ||
      ts.isRegularExpressionLiteral(node) ||
      ts.isFunctionLike(node) ||
      node.kind === ts.SyntaxKind.TrueKeyword ||
      node.kind === ts.SyntaxKind.FalseKeyword ||
      node.kind === ts.SyntaxKind.NullKeyword ||
      (ts.isBinaryExpression(node) && node.operatorToken.kind !== ts.SyntaxKind.PlusToken)
    ) {
      return ['not-text'];
    }
    return ['unresolved'];
  }

  /**
   * Text and values in a row (a template, `a + b`): one sentence per choice of each value's
   * sentences, each with its forms, a value's form or `{}` in its place.
   */
  private joined(
    head: string,
    parts: ReadonlyArray<readonly [ts.Expression, string]>,
    next: (e: ts.Expression) => Value[],
  ): Value[] {
    let sentences: Text[] = [{ forms: [head] }];
    const append = (forms: string[], options: string[], tail: string) =>
      forms.flatMap((form) => options.map((option) => form + option + tail)).slice(-MAX_FORMS);
    for (const [expression, tail] of parts) {
      const values = next(expression);
      const texts = values.filter((value): value is Text => typeof value === 'object');
      const known = texts.length === values.length && texts.length > 0;
      if (!known || sentences.length * texts.length > MAX_VARIANTS) {
        sentences = sentences.map((sentence) => ({ forms: append(sentence.forms, ['{}'], tail) }));
      } else {
        sentences = sentences.flatMap((sentence) =>
          texts.map((text) => ({
            forms: append(sentence.forms, [...new Set([...text.forms, '{}'])], tail),
          })),
        );
      }
    }
    return sentences;
  }

  private identifier(
    node: ts.Identifier,
    next: (e: ts.Expression) => Value[],
    depth: number,
  ): Value[] {
    const found = this.lookUp(node);
    if (found && 'parameter' in found)
      return this.argument(found.parameter, found.index, [], depth);
    if (found) {
      return ts.isFunctionLike(found.value) ? ['not-text'] : next(found.value as ts.Expression);
    }
    const declared = this.modules.get(this.alias(node, node.text)) ?? [];
    const values = declared.flatMap((declaration) =>
      ts.isFunctionLike(declaration) ? ['not-text' as const] : next(declaration as ts.Expression),
    );
    return values.length > 0 ? values : ['unresolved'];
  }

  /** What callers pass as a function's parameter `index` (then `.path` of it), or its default. */
  private argument(fn: FunctionNode, index: number, path: string[], depth: number): Value[] {
    const name = nameOfFunction(fn);
    const calls = name === undefined ? [] : (this.calls.get(name) ?? []);
    const fallback = fn.parameters[index].initializer;
    const defaults =
      fallback && path.length === 0 ? this.values(fallback, depth + 1) : ([] as Value[]);
    const values = calls.flatMap((call) => {
      const passed = call.arguments[index];
      if (!passed) return [];
      let value: ts.Expression = passed;
      for (const key of path) {
        const object = unwrap(value);
        if (!ts.isObjectLiteralExpression(object)) return ['unresolved' as const];
        const property = object.properties.find(
          (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === key,
        );
        if (!property) return ['unresolved' as const];
        value = property.initializer;
      }
      return this.values(value, depth + 1);
    });
    return values.length + defaults.length > 0 ? [...values, ...defaults] : ['unresolved'];
  }

  private call(node: ts.CallExpression, next: (e: ts.Expression) => Value[]): Value[] {
    if (!ts.isIdentifier(node.expression)) return ['unresolved'];
    const found = this.lookUp(node.expression);
    let functions: ts.Node[];
    if (found && 'value' in found) functions = [found.value];
    else if (found) return ['unresolved'];
    else functions = this.modules.get(this.alias(node, node.expression.text)) ?? [];
    const values = functions
      .map((fn) => (ts.isFunctionLike(fn) ? fn : unwrap(fn as ts.Expression)))
      .filter((fn): fn is FunctionNode => ts.isFunctionLike(fn))
      .flatMap((fn) => returnedExpressions(fn).flatMap(next));
    return values.length > 0 ? values : ['unresolved'];
  }

  /** `TABLE[key]`, `TABLE.name`, `labels.required` (a parameter's property). */
  private member(
    node: ts.ElementAccessExpression | ts.PropertyAccessExpression,
    next: (e: ts.Expression) => Value[],
    depth: number,
  ): Value[] {
    const wanted = ts.isPropertyAccessExpression(node) ? node.name.text : undefined;
    const owner = unwrap(node.expression);
    if (!ts.isIdentifier(owner)) return ['unresolved'];
    const found = this.lookUp(owner);
    if (found && 'parameter' in found) {
      return wanted === undefined
        ? ['unresolved']
        : this.argument(found.parameter, found.index, [wanted], depth);
    }
    const declared = found
      ? [found.value]
      : (this.modules.get(this.alias(owner, owner.text)) ?? []);
    const tables = declared
      .map((declaration) => unwrap(declaration as ts.Expression))
      .filter((value): value is ts.ObjectLiteralExpression => ts.isObjectLiteralExpression(value));
    if (tables.length === 0) return ['unresolved'];
    return tables.flatMap((table) =>
      table.properties.flatMap((property) => {
        if (!ts.isPropertyAssignment(property)) return [];
        if (wanted !== undefined && property.name.getText() !== wanted) return [];
        return next(property.initializer);
      }),
    );
  }
}

/** The values of a `{ field: message }` argument. */
function fieldMessages(argument: ts.Expression | undefined): ts.Expression[] {
  if (!argument || !ts.isObjectLiteralExpression(argument)) return [];
  return argument.properties.flatMap((property) =>
    ts.isPropertyAssignment(property) ? [property.initializer] : [],
  );
}

/** The message arguments of an error the server's code throws. */
function thrownMessages(node: ts.Node): ts.Expression[] {
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
    if (!ERROR_HELPERS.has(node.expression.text)) return [];
    return [...node.arguments.slice(0, 1), ...fieldMessages(node.arguments[1])];
  }
  if (ts.isNewExpression(node) && ts.isIdentifier(node.expression)) {
    const args = node.arguments ?? [];
    if (node.expression.text === 'DomainError' || node.expression.text === 'HttpError') {
      return [...args.slice(1, 2), ...fieldMessages(args[2])];
    }
  }
  return [];
}

/** `{ error: '...' }`, `{ message: '...' }`: zod's ways to name a message. */
function messageProperties(argument: ts.Expression): ts.Expression[] {
  if (!ts.isObjectLiteralExpression(argument)) return [];
  return argument.properties.flatMap((property) =>
    ts.isPropertyAssignment(property) &&
    ['error', 'message'].includes(property.name.getText()) &&
    !ts.isFunctionLike(property.initializer)
      ? [property.initializer]
      : [],
  );
}

/** The message arguments of a zod check (a contract's schema). */
function zodMessages(node: ts.Node): ts.Expression[] {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return [];
  const name = node.expression.name.text;
  if (name === 'addIssue') return node.arguments.flatMap(messageProperties);
  const index = ZOD_MESSAGE_ARGUMENT[name];
  // `Math.max(a, b)` and the like are no zod checks.
  if (index === undefined || node.expression.expression.getText() === 'Math') return [];
  const argument = node.arguments[index];
  if (!argument) return [];
  return ts.isObjectLiteralExpression(argument) ? messageProperties(argument) : [argument];
}

/** Reads the server's sentences from its source (see the top of this file). */
export function scanServerSentences(): SentenceScan {
  const files = sourceFiles();
  const resolver = new Resolver(files);
  const sentences = new Map<string, FoundSentence>();
  const unresolved = new Set<string>();
  for (const source of files) {
    if (HELPER_FILES.has(source.fileName) || NOT_ANSWERS.has(source.fileName)) continue;
    const visit = (node: ts.Node) => {
      for (const message of [...zodMessages(node), ...thrownMessages(node)]) {
        const line = source.getLineAndCharacterOfPosition(message.getStart()).line + 1;
        const at = `${source.fileName}:${line}`;
        for (const value of resolver.values(message)) {
          if (value === 'unresolved') unresolved.add(`${source.fileName}: ${message.getText()}`);
          else if (value !== 'not-text' && !sentences.has(value.forms.join('\n'))) {
            sentences.set(value.forms.join('\n'), { forms: value.forms, at });
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { sentences: [...sentences.values()], unresolved: [...unresolved] };
}

/** A table key with its placeholders made `{}`, to compare with a skeleton. */
export const skeletonOf = (key: string) => key.replace(/\{\w+\}/g, '{}');

// ---------------------------------------------------------------------------------------------
// What the contract's checks answer, by running them: every request schema of every route
// (body, query, params; the server's own lookup params too) given wrong values field by field,
// a nested object's fields and a list's items too. This finds zod's own words where a check
// names no message of ours ("Too big: expected string to have <=1000 characters").

interface ZodDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  in?: z.ZodType;
  options?: z.ZodType[];
  innerType?: z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

/** An object schema's fields, through pipes, optionals and unions. */
function fieldsOf(schema: z.ZodType, depth = 0): Record<string, z.ZodType> {
  const def = defOf(schema);
  if (depth > 5) return {};
  if (def.type === 'object') return def.shape ?? {};
  if (def.type === 'pipe' && def.in) return fieldsOf(def.in, depth + 1);
  if (def.innerType) return fieldsOf(def.innerType, depth + 1);
  if (def.type === 'union' && def.options) {
    return Object.assign({}, ...def.options.map((option) => fieldsOf(option, depth + 1)));
  }
  return {};
}

/** Values a field can be wrong with: missing, empty, too long, of the wrong kind or shape. */
const WRONG_VALUES: readonly unknown[] = [
  undefined,
  null,
  '',
  ' ',
  'x',
  'X1',
  '1',
  '-1',
  '0',
  '1.5',
  'x'.repeat(70_000),
  -1,
  0,
  0.5,
  1.234,
  1e12,
  true,
  [],
  [1],
  ['x'],
  {},
  { a: 1 },
  'a@b',
  'not-a-date',
  '2000-02-30',
  'http://',
  '<b>',
  'ZZ',
  '99999',
  '9999999',
];

/** Every message the contract's request checks answer to the wrong values above. */
export function contractCheckMessages(): string[] {
  const found = new Set<string>();
  const check = (schema: z.ZodType, value: unknown) => {
    const result = schema.safeParse(value);
    if (!result.success) for (const issue of result.error.issues) found.add(issue.message);
  };
  const routes: Array<{ body?: z.ZodType; query?: z.ZodType; params?: z.ZodType }> = [
    ...Object.values(contract).flatMap((group) => Object.values(group)),
    countiesLookupRoute,
    citiesLookupRoute,
    placeTournamentLookupRoute,
    bracketsLookupRoute,
  ];
  for (const route of routes) {
    for (const schema of [route.body, route.query, route.params]) {
      if (!schema) continue;
      for (const value of WRONG_VALUES) check(schema, value);
      for (const [name, field] of Object.entries(fieldsOf(schema))) {
        for (const value of WRONG_VALUES) {
          check(schema, { [name]: value });
          check(schema, { [name]: [value, value] });
          check(schema, { [name]: Array(200).fill(value) });
          for (const inner of Object.keys(fieldsOf(field))) {
            check(schema, { [name]: { [inner]: value } });
          }
        }
      }
    }
  }
  return [...found];
}
