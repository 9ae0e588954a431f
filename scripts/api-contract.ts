// docs/api-contract.md, generated: `bun run api-contract` (node --import tsx scripts/api-contract.ts) writes it,
// `--check` only says whether it is stale. packages/api/src/security/api-contract.test.ts renders it again in memory
// and fails while the committed file differs.
//
// Where each part of a procedure's entry comes from:
// - path, kind and input: appRouter._def.procedures at run time. Each input parser goes through zod's
//   z.toJSONSchema (io: 'input'), printed as a TypeScript-like shape with its limits as comments. A multipart input,
//   z.instanceof(FormData).transform(…).pipe(schema), prints the piped schema; its Blob fields print as File.
// - gate: what each procedure declares (tRPC meta, set by its builder in packages/api/src/trpc.ts), which
//   security/authorization.test.ts proves by calling every procedure as each kind of caller.
// - output: tRPC keeps no output type at run time, so the TypeScript compiler reads the router files: the awaited
//   return type of each resolver, printed as the checker names it (TeamDto, { success: true; }…; a union's members
//   sorted, so unrelated changes do not reorder them), and an index of the named types with their files. A
//   subscription prints what its stream yields. (Chosen over a hand-kept map of DTO names: it cannot go stale, and
//   costs one compiler pass over packages/api, about 4 s.)
// - errors: the gate's (UNAUTHENTICATED 401; FORBIDDEN 403 for the role gates), VALIDATION 400 for a procedure with
//   an input, and every `new DomainError(code)` the resolver can reach: the compiler follows each function, method or
//   class the resolver calls or names, file to file, through every body under packages/ (a call through an
//   interface, which has no body, stops there). A code is a string literal or a union of them (`c ? 'A' : 'B'`,
//   `codes[reason]`). The list is a superset: it counts branches the data may never take.
// - REST: apps/server/src/rest/*.ts read as syntax. A route is a .get/.post/.put/.patch/.delete/.all/.on call of a
//   Hono chain; it calls the procedures its handler, or a function of the same file the handler calls, calls as
//   `caller(c).<group>.<name>(` or through a variable holding caller(c). Prefixes come from the
//   `.route(prefix, router)` calls of apps/server/src/app.ts and apps/server/src/rest/routes.ts.

import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import ts from 'typescript';
import { z } from 'zod';
import { TRPC_CODE_OF } from '../packages/api/src/errors';
import { appRouter } from '../packages/api/src/router';
import { GATE_MEANING, type Gate, gatesOf } from '../packages/api/src/security/gates';
import { ERROR_CODES, type ErrorCode } from '../packages/shared/src/errors';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const CONTRACT_FILE = join(ROOT, 'docs/api-contract.md');

const ROUTER_FILE = join(ROOT, 'packages/api/src/router.ts');
// The app mounts the REST routers (`app.route('/api/v1', api)`), and rest/routes.ts builds `api` from them.
const MOUNT_FILES = [join(ROOT, 'apps/server/src/app.ts'), join(ROOT, 'apps/server/src/rest/routes.ts')];
const REST_DIR = join(ROOT, 'apps/server/src/rest');

type Kind = 'query' | 'mutation' | 'subscription';

interface RuntimeProcedure {
  _def: { type: Kind; inputs: z.ZodType[] };
}

interface Procedure {
  path: string;
  group: string;
  kind: Kind;
  gate: Gate;
  input: string | null;
  output: string;
  errors: ErrorCode[];
  rest: string[];
}

const rel = (file: string) => relative(ROOT, file).split('\\').join('/');

// ---------------------------------------------------------------------------------------------------------------
// Inputs: zod → JSON schema → a readable shape.

type Json = Record<string, unknown>;

const SAFE_INT = Number.MAX_SAFE_INTEGER;

function toJson(schema: z.ZodType): Json {
  return z.toJSONSchema(schema, {
    io: 'input',
    // z.instanceof(Blob) has no JSON Schema equivalent: a file part of a multipart body.
    unrepresentable: (ctx) =>
      (ctx.zodSchema._zod.bag as { Class?: unknown }).Class === Blob
        ? { type: 'string', format: 'binary' }
        : 'any',
  }) as Json;
}

/** The schema a multipart input is piped into, or null when the input is not FormData. */
function formDataTarget(schema: z.ZodType): z.ZodType | null {
  const defOf = (s: z.ZodType) => s._zod.def as { type: string; in?: z.ZodType; out?: z.ZodType };
  const def = defOf(schema);
  if (def.type !== 'pipe' || !def.in || !def.out) return null;
  let first = def.in;
  for (let inner = defOf(first); inner.type === 'pipe' && inner.in; inner = defOf(first)) first = inner.in;
  return (first._zod.bag as { Class?: unknown }).Class === FormData ? def.out : null;
}

function range(min: unknown, max: unknown, unit: string): string | null {
  const lo = typeof min === 'number' ? min : null;
  const hi = typeof max === 'number' && max !== SAFE_INT ? max : null;
  const suffix = unit ? ` ${unit}` : '';
  if (lo !== null && hi !== null) return lo === hi ? `${lo}${suffix}` : `${lo}..${hi}${suffix}`;
  if (hi !== null) return `≤ ${hi}${suffix}`;
  if (lo !== null) return `≥ ${lo}${suffix}`;
  return null;
}

function notesOf(js: Json): string[] {
  const notes: string[] = [];
  if (js.type === 'integer') notes.push('integer');
  if (js.type === 'string' && js.format !== 'binary') {
    const length = range(js.minLength, js.maxLength, 'chars');
    if (length) notes.push(length);
    if (typeof js.format === 'string') notes.push(`format ${js.format}`);
    else if (typeof js.pattern === 'string') {
      notes.push(js.pattern.length <= 60 ? `/${js.pattern}/` : 'pattern');
    }
  }
  if (js.type === 'number' || js.type === 'integer') {
    const min = js.minimum === -SAFE_INT ? undefined : js.minimum;
    const bounds = range(min, js.maximum, '');
    if (bounds) notes.push(bounds);
    if (typeof js.exclusiveMinimum === 'number') notes.push(`> ${js.exclusiveMinimum}`);
    if (typeof js.exclusiveMaximum === 'number') notes.push(`< ${js.exclusiveMaximum}`);
  }
  if (js.type === 'array') {
    const items = range(js.minItems, js.maxItems, 'items');
    if (items) notes.push(items);
    const inner = js.items && typeof js.items === 'object' ? notesOf(js.items as Json) : [];
    if (inner.length > 0 && (js.items as Json).type !== 'object') notes.push(`each ${inner.join(', ')}`);
  }
  if (Array.isArray(js.anyOf)) {
    for (const member of js.anyOf as Json[]) notes.push(...notesOf(member));
  }
  if (js.default !== undefined) notes.push(`default ${JSON.stringify(js.default)}`);
  if (typeof js.description === 'string') notes.push(js.description);
  return notes;
}

function shapeOf(js: Json, indent: string): string {
  if (Array.isArray(js.anyOf)) return (js.anyOf as Json[]).map((m) => shapeOf(m, indent)).join(' | ');
  if (Array.isArray(js.allOf)) return (js.allOf as Json[]).map((m) => shapeOf(m, indent)).join(' & ');
  if (Array.isArray(js.enum)) return js.enum.map((v) => JSON.stringify(v)).join(' | ');
  if ('const' in js) return JSON.stringify(js.const);
  if (Array.isArray(js.type)) return js.type.map((t) => shapeOf({ ...js, type: t }, indent)).join(' | ');
  switch (js.type) {
    case 'string':
      return js.format === 'binary' ? 'File' : 'string';
    case 'integer':
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    case 'array': {
      const items = js.items && typeof js.items === 'object' ? shapeOf(js.items as Json, indent) : 'unknown';
      return /[|&]/.test(items) && !items.startsWith('{') ? `(${items})[]` : `${items}[]`;
    }
    case 'object': {
      const properties = (js.properties ?? {}) as Record<string, Json>;
      const keys = Object.keys(properties);
      if (keys.length === 0) {
        const extra = js.additionalProperties;
        if (extra && typeof extra === 'object') return `Record<string, ${shapeOf(extra as Json, indent)}>`;
        return '{}';
      }
      const required = new Set((js.required ?? []) as string[]);
      const inner = `${indent}  `;
      const lines = keys.map((key) => {
        const field = properties[key]!;
        const notes = notesOf(field);
        const comment = notes.length > 0 ? ` // ${notes.join(', ')}` : '';
        return `${inner}${key}${required.has(key) ? '' : '?'}: ${shapeOf(field, inner)};${comment}`;
      });
      return `{\n${lines.join('\n')}\n${indent}}`;
    }
    default:
      return 'unknown';
  }
}

function renderInput(inputs: z.ZodType[]): string | null {
  if (inputs.length === 0) return null;
  return inputs
    .map((schema) => {
      const form = formDataTarget(schema);
      const js = toJson(form ?? schema);
      const notes = notesOf(js);
      const head = form ? '// multipart/form-data: text fields, files as parts\n' : '';
      return `${head}${shapeOf(js, '')}${notes.length > 0 ? ` // ${notes.join(', ')}` : ''}`;
    })
    .join('\n& ');
}

// ---------------------------------------------------------------------------------------------------------------
// Outputs and error codes: the TypeScript compiler over the router files.

interface Analysis {
  outputs: Map<string, string>;
  errors: Map<string, Set<ErrorCode>>;
  /** Named types the outputs mention, with the files of our own code that declare a type of that name. */
  types: Map<string, string[]>;
}

const INLINE_OUTPUT = 100;

const isOwnSource = (sf: ts.SourceFile) =>
  !sf.isDeclarationFile && !sf.fileName.includes('/node_modules/') && sf.fileName.startsWith(ROOT);

function createProgram(): ts.Program {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(ROOT, 'packages/api/tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('packages/api/tsconfig.json could not be read');
  return ts.createProgram({ rootNames: [ROUTER_FILE], options: config.options });
}

/** The `router({...})` object a router identifier stands for. */
function routerObject(checker: ts.TypeChecker, node: ts.Expression): ts.ObjectLiteralExpression {
  let symbol = checker.getSymbolAtLocation(node);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  const declaration = symbol?.valueDeclaration;
  if (
    declaration &&
    ts.isVariableDeclaration(declaration) &&
    declaration.initializer &&
    ts.isCallExpression(declaration.initializer) &&
    declaration.initializer.arguments[0] &&
    ts.isObjectLiteralExpression(declaration.initializer.arguments[0])
  ) {
    return declaration.initializer.arguments[0];
  }
  throw new Error(`${node.getText()} is not a router({...}) declaration`);
}

/** procedure path → its resolver (the function given to .query/.mutation/.subscription). */
function resolvers(program: ts.Program): Map<string, ts.Expression> {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(ROUTER_FILE)!;
  const found = new Map<string, ts.Expression>();
  let app: ts.ObjectLiteralExpression | null = null;
  source.forEachChild(function visit(node) {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === 'appRouter') {
      app = routerObject(checker, node.name);
    }
    node.forEachChild(visit);
  });
  if (!app) throw new Error('appRouter not found in packages/api/src/router.ts');
  for (const group of (app as ts.ObjectLiteralExpression).properties) {
    if (!ts.isPropertyAssignment(group)) continue;
    for (const entry of routerObject(checker, group.initializer).properties) {
      if (!ts.isPropertyAssignment(entry) || !ts.isCallExpression(entry.initializer)) continue;
      const call = entry.initializer;
      const resolver = call.arguments[0];
      if (!ts.isPropertyAccessExpression(call.expression) || !resolver) continue;
      if (!['query', 'mutation', 'subscription'].includes(call.expression.name.text)) continue;
      found.set(`${group.name.getText()}.${entry.name.getText()}`, resolver);
    }
  }
  return found;
}

function typeArguments(checker: ts.TypeChecker, type: ts.Type): readonly ts.Type[] {
  if (type.aliasTypeArguments) return type.aliasTypeArguments;
  return type.flags & ts.TypeFlags.Object && (type as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference
    ? checker.getTypeArguments(type as ts.TypeReference)
    : [];
}

const printer = ts.createPrinter({ removeComments: true });
const NODE_FLAGS = ts.NodeBuilderFlags.NoTruncation | ts.NodeBuilderFlags.UseAliasDefinedOutsideCurrentScope;

/**
 * The checker orders a union's members by when it met them, which any unrelated change can shift: members are
 * sorted by their text here (null and undefined last) so the document changes only when a type does.
 */
function printSorted(node: ts.TypeNode, file: ts.SourceFile): string {
  const print = (n: ts.Node) => printer.printNode(ts.EmitHint.Unspecified, n, file);
  const last = (n: ts.TypeNode) =>
    (ts.isLiteralTypeNode(n) && n.literal.kind === ts.SyntaxKind.NullKeyword) ||
    n.kind === ts.SyntaxKind.UndefinedKeyword;
  const sortUnions: ts.TransformerFactory<ts.Node> = (context) => {
    const visit = (n: ts.Node): ts.Node => {
      const visited = ts.visitEachChild(n, visit, context);
      if (!ts.isUnionTypeNode(visited)) return visited;
      const keyed = visited.types.map((t) => ({ t, key: `${last(t) ? 1 : 0}${print(t)}` }));
      keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      return ts.factory.updateUnionTypeNode(visited, ts.factory.createNodeArray(keyed.map((k) => k.t)));
    };
    return (root) => ts.visitNode(root, visit) as ts.Node;
  };
  const result = ts.transform<ts.Node>(node, [sortUnions]);
  const text = print(result.transformed[0]!);
  result.dispose();
  return text;
}

/** Inline when short; else a block, one member a line (the printer indents by four: halved to the repo's two). */
function renderType(checker: ts.TypeChecker, type: ts.Type, at: ts.Node, names: Set<string>): string {
  const file = at.getSourceFile();
  const inlineNode = checker.typeToTypeNode(type, at, NODE_FLAGS);
  if (!inlineNode) throw new Error(`The type of ${at.getText()} cannot be printed`);
  const collect = (n: ts.Node) => {
    if (ts.isTypeReferenceNode(n))
      names.add(ts.isIdentifier(n.typeName) ? n.typeName.text : n.typeName.right.text);
    n.forEachChild(collect);
  };
  collect(inlineNode);
  const inline = printSorted(inlineNode, file);
  if (inline.length <= INLINE_OUTPUT && !inline.includes('\n')) return `\`${inline}\``;
  const blockNode = checker.typeToTypeNode(
    type,
    at,
    NODE_FLAGS | ts.NodeBuilderFlags.MultilineObjectLiterals,
  )!;
  const block = printSorted(blockNode, file).replace(/^((?: {4})+)/gm, (spaces) =>
    ' '.repeat(spaces.length / 2),
  );
  return `\n\n\`\`\`ts\n${block}\n\`\`\``;
}

function renderOutput(checker: ts.TypeChecker, resolver: ts.Expression, kind: Kind, names: Set<string>) {
  const signature = checker.getSignaturesOfType(
    checker.getTypeAtLocation(resolver),
    ts.SignatureKind.Call,
  )[0];
  if (!signature) throw new Error(`${resolver.getText()} is not a function`);
  const returned = signature.getReturnType();
  let type = checker.getAwaitedType(returned) ?? returned;
  let tracked = false;
  if (kind === 'subscription') {
    const yielded = typeArguments(checker, type)[0];
    if (yielded) type = yielded;
    if (type.aliasSymbol?.name === 'TrackedEnvelope' && type.aliasTypeArguments?.[0]) {
      type = type.aliasTypeArguments[0];
      tracked = true;
    }
  }
  const text = renderType(checker, type, resolver, names);
  if (kind !== 'subscription') return text;
  const how = tracked
    ? ', each event tracked by its id (the SSE event id; send it back as lastEventId to resume)'
    : '';
  return `a stream (SSE) of ${text.trimStart()}${how}`;
}

/** A function-like body a declaration stands for, when it is our own code. */
function bodyOf(declaration: ts.Declaration, viaNew: boolean): ts.Node[] {
  if (!isOwnSource(declaration.getSourceFile())) return [];
  if (
    ts.isFunctionDeclaration(declaration) ||
    ts.isMethodDeclaration(declaration) ||
    ts.isFunctionExpression(declaration) ||
    ts.isArrowFunction(declaration) ||
    ts.isGetAccessorDeclaration(declaration) ||
    ts.isConstructorDeclaration(declaration)
  ) {
    return declaration.body ? [declaration] : [];
  }
  if (
    (ts.isVariableDeclaration(declaration) ||
      ts.isPropertyAssignment(declaration) ||
      ts.isPropertyDeclaration(declaration)) &&
    declaration.initializer &&
    (ts.isArrowFunction(declaration.initializer) || ts.isFunctionExpression(declaration.initializer))
  ) {
    return [declaration.initializer];
  }
  if (viaNew && ts.isClassDeclaration(declaration)) {
    return declaration.members.filter(
      (m) => ts.isConstructorDeclaration(m) || (ts.isPropertyDeclaration(m) && m.initializer !== undefined),
    );
  }
  // A method of one of our interfaces (a rate limiter's store, say): the same method of every class of ours that
  // implements it, since the call may reach any of them.
  if (ts.isMethodSignature(declaration) && ts.isInterfaceDeclaration(declaration.parent)) {
    const name = ts.isIdentifier(declaration.name) ? declaration.name.text : '';
    return (implementers.get(declaration.parent.name.text) ?? []).flatMap((c) =>
      c.members.filter(
        (m) =>
          ts.isMethodDeclaration(m) &&
          ts.isIdentifier(m.name) &&
          m.name.text === name &&
          m.body !== undefined,
      ),
    );
  }
  return [];
}

/** Our classes by the interfaces they implement, filled once the program is read. */
const implementers = new Map<string, ts.ClassDeclaration[]>();

function collectImplementers(program: ts.Program): void {
  for (const file of program.getSourceFiles()) {
    if (!isOwnSource(file)) continue;
    file.forEachChild(function visit(node) {
      if (ts.isClassDeclaration(node)) {
        for (const clause of node.heritageClauses ?? []) {
          if (clause.token !== ts.SyntaxKind.ImplementsKeyword) continue;
          for (const type of clause.types) {
            if (!ts.isIdentifier(type.expression)) continue;
            const name = type.expression.text;
            implementers.set(name, [...(implementers.get(name) ?? []), node]);
          }
        }
      }
      node.forEachChild(visit);
    });
  }
}

/** For each body: the DomainError codes it throws itself, and the bodies it calls or names. */
function makeErrorScanner(checker: ts.TypeChecker) {
  const all = new Set<string>(ERROR_CODES);
  const direct = new Map<ts.Node, { codes: Set<ErrorCode>; next: Set<ts.Node> }>();

  function codesOf(argument: ts.Expression): ErrorCode[] {
    const type = checker.getTypeAtLocation(argument);
    const members = type.isUnion() ? type.types : [type];
    const codes = members.filter((t) => t.isStringLiteral()).map((t) => (t as ts.StringLiteralType).value);
    // A code passed through as ErrorCode (a rethrow) says nothing about which.
    if (codes.length === all.size) return [];
    return codes.filter((c): c is ErrorCode => all.has(c));
  }

  function scan(body: ts.Node) {
    let entry = direct.get(body);
    if (entry) return entry;
    entry = { codes: new Set(), next: new Set() };
    direct.set(body, entry);
    const { codes, next } = entry;
    body.forEachChild(function visit(node) {
      if (
        ts.isNewExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'DomainError' &&
        node.arguments?.[0]
      ) {
        for (const code of codesOf(node.arguments[0])) codes.add(code);
      }
      if (ts.isIdentifier(node)) {
        let symbol = checker.getSymbolAtLocation(node);
        if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
        const viaNew = ts.isNewExpression(node.parent) && node.parent.expression === node;
        for (const declaration of symbol?.declarations ?? []) {
          for (const target of bodyOf(declaration, viaNew)) if (target !== body) next.add(target);
        }
      }
      node.forEachChild(visit);
    });
    return entry;
  }

  return (resolver: ts.Node): Set<ErrorCode> => {
    const found = new Set<ErrorCode>();
    const seen = new Set<ts.Node>([resolver]);
    const queue: ts.Node[] = [resolver];
    while (queue.length > 0) {
      const { codes, next } = scan(queue.pop()!);
      for (const code of codes) found.add(code);
      for (const target of next) {
        if (!seen.has(target)) {
          seen.add(target);
          queue.push(target);
        }
      }
    }
    return found;
  };
}

function analyse(kinds: Map<string, Kind>): Analysis {
  const program = createProgram();
  collectImplementers(program);
  const checker = program.getTypeChecker();
  const found = resolvers(program);
  const missing = [...kinds.keys()].filter((path) => !found.has(path));
  if (missing.length > 0) throw new Error(`No resolver found in the router files for ${missing.join(', ')}`);
  const errorsOf = makeErrorScanner(checker);
  const analysis: Analysis = { outputs: new Map(), errors: new Map(), types: new Map() };
  const names = new Set<string>();
  for (const [path, kind] of kinds) {
    const resolver = found.get(path)!;
    analysis.outputs.set(path, renderOutput(checker, resolver, kind, names));
    analysis.errors.set(path, errorsOf(resolver));
  }
  for (const file of program.getSourceFiles()) {
    if (!isOwnSource(file)) continue;
    for (const statement of file.statements) {
      if (
        (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) &&
        names.has(statement.name.text)
      ) {
        const files = analysis.types.get(statement.name.text) ?? [];
        files.push(rel(file.fileName));
        analysis.types.set(statement.name.text, files.sort());
      }
    }
  }
  return analysis;
}

// ---------------------------------------------------------------------------------------------------------------
// REST: which routes of apps/server call which procedure.

const ROUTE_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'all']);

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

const stringOf = (node: ts.Node | undefined) =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null;

/** Router variable → the prefixes it is mounted under, from the .route(prefix, router) calls of MOUNT_FILES. */
function mountPrefixes(): Map<string, string[]> {
  const edges: { parent: string; prefix: string; child: string }[] = [];
  for (const file of MOUNT_FILES)
    parse(file).forEachChild(function visit(node) {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === 'route' &&
        ts.isIdentifier(node.expression.expression) &&
        stringOf(node.arguments[0]) !== null &&
        node.arguments[1] &&
        ts.isIdentifier(node.arguments[1])
      ) {
        edges.push({
          parent: node.expression.expression.text,
          prefix: stringOf(node.arguments[0])!,
          child: node.arguments[1].text,
        });
      }
      node.forEachChild(visit);
    });
  const prefixes = new Map<string, string[]>([['app', ['']]]);
  const resolve = (name: string, depth: number): string[] => {
    if (prefixes.has(name)) return prefixes.get(name)!;
    if (depth > 10) return [];
    const out = edges
      .filter((e) => e.child === name)
      .flatMap((e) => resolve(e.parent, depth + 1).map((p) => p + e.prefix));
    prefixes.set(name, out);
    return out;
  };
  for (const edge of edges) resolve(edge.child, 0);
  return prefixes;
}

function joinPath(prefix: string, path: string): string {
  if (path === '/' || path === '') return prefix || '/';
  return prefix + path;
}

/** The procedures a handler calls through caller(c) (directly or through call()), following its file's functions. */
function proceduresCalled(start: ts.Node, functions: Map<string, ts.Node>): Set<string> {
  const called = new Set<string>();
  const seen = new Set<ts.Node>();
  const walk = (root: ts.Node) => {
    if (seen.has(root)) return;
    seen.add(root);
    const callerNames = new Set<string>();
    const isCaller = (node: ts.Node) =>
      (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'caller') ||
      (ts.isIdentifier(node) && callerNames.has(node.text));
    root.forEachChild(function collect(node) {
      if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        node.initializer &&
        isCaller(node.initializer)
      ) {
        callerNames.add(node.name.text);
      }
      node.forEachChild(collect);
    });
    root.forEachChild(function visit(node) {
      // A procedure named through the caller, called at once (caller(c).teams.create(…)) or handed to call().
      if (
        ts.isPropertyAccessExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        isCaller(node.expression.expression)
      ) {
        called.add(`${node.expression.name.text}.${node.name.text}`);
      }
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        functions.has(node.expression.text)
      )
        walk(functions.get(node.expression.text)!);
      node.forEachChild(visit);
    });
  };
  walk(start);
  return called;
}

/** procedure path → its REST routes ("POST /api/v1/auth/signin"), and how many routes call a procedure. */
function restRoutes(): { byProcedure: Map<string, string[]>; routes: number } {
  const prefixes = mountPrefixes();
  const byProcedure = new Map<string, string[]>();
  const routes = new Set<string>();
  const files = readdirSync(REST_DIR)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort();
  for (const file of files) {
    const source = parse(join(REST_DIR, file));
    const functions = new Map<string, ts.Node>();
    for (const statement of source.statements) {
      if (ts.isFunctionDeclaration(statement) && statement.name)
        functions.set(statement.name.text, statement);
      if (ts.isVariableStatement(statement)) {
        for (const d of statement.declarationList.declarations) {
          if (ts.isIdentifier(d.name) && d.initializer && ts.isArrowFunction(d.initializer)) {
            functions.set(d.name.text, d.initializer);
          }
        }
      }
    }
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
        const mounts = prefixes.get(declaration.name.text) ?? [];
        // Walk the chain new Hono().get(…).post(…)…, outermost call first.
        let node: ts.Expression = declaration.initializer;
        while (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
          const method = node.expression.name.text;
          const args = node.arguments;
          let verbs: string[] = [];
          let path: string | null = null;
          let handlers: readonly ts.Expression[] = [];
          if (ROUTE_METHODS.has(method)) {
            verbs = [method.toUpperCase()];
            path = stringOf(args[0]);
            handlers = args.slice(1);
          } else if (method === 'on') {
            const first = args[0];
            verbs =
              first && ts.isArrayLiteralExpression(first)
                ? first.elements.map((e) => stringOf(e) ?? '?')
                : [stringOf(first) ?? '?'];
            path = stringOf(args[1]);
            handlers = args.slice(2);
          }
          if (path !== null) {
            const called = new Set<string>();
            for (const handler of handlers) {
              const start =
                ts.isIdentifier(handler) && functions.has(handler.text)
                  ? functions.get(handler.text)!
                  : handler;
              for (const procedure of proceduresCalled(start, functions)) called.add(procedure);
            }
            const where = mounts.length > 0 ? mounts : ['(not mounted) '];
            for (const procedure of called) {
              for (const verb of verbs) {
                for (const prefix of where) {
                  const route = `${verb} ${joinPath(prefix, path)}`;
                  routes.add(route);
                  const list = byProcedure.get(procedure) ?? [];
                  if (!list.includes(route)) list.push(route);
                  byProcedure.set(procedure, list);
                }
              }
            }
          }
          node = node.expression.expression;
        }
      }
    }
  }
  for (const list of byProcedure.values()) list.sort(compareRoutes);
  return { byProcedure, routes: routes.size };
}

const VERB_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'ALL'];
function compareRoutes(a: string, b: string): number {
  const [va, pa] = a.split(' ') as [string, string];
  const [vb, pb] = b.split(' ') as [string, string];
  if (pa !== pb) return pa < pb ? -1 : 1;
  return VERB_ORDER.indexOf(va) - VERB_ORDER.indexOf(vb);
}

// ---------------------------------------------------------------------------------------------------------------
// The document.

const HEADER = `<!--
  Generated by scripts/api-contract.ts from the router (packages/api/src/router.ts), the gates its procedures
  declare (packages/api/src/trpc.ts) and the REST adapters (apps/server/src/rest/*.ts). Do not edit by hand:
  run \`bun run api-contract\`. packages/api/src/security/api-contract.test.ts fails while this file is stale.
-->

# API contract

Every procedure of \`appRouter\` (packages/api/src/router.ts; clients import \`type AppRouter\`) is served at
\`/trpc/<procedure>\`: queries over GET, mutations over POST (batched, except FormData inputs), subscriptions as
server-sent events. The REST adapters under \`/api/v1\` (and the app's own \`/api/...\` and \`/confirm-email\`
routes) call the same procedures through a server-side caller, so their input checks, gates and errors are the same;
each procedure lists the routes that call it.

## Errors

- tRPC: every \`TRPCClientError\` has \`data.appCode\` (one of \`ERROR_CODES\` in packages/shared/src/errors.ts,
  or null for an unexpected failure), \`data.fieldErrors\` (\`Record<field, string[]>\` when the input was refused,
  otherwise null: codes, never sentences: a refinement's own code such as \`CONTROL_CHARACTERS\` or
  \`DEADLINE_AFTER_START\`, else the kind of check that failed: \`TOO_SMALL\`, \`TOO_BIG\`, \`INVALID_FORMAT\`,
  \`INVALID_TYPE\`, \`INVALID_VALUE\`…) and \`data.httpStatus\`. A domain error (\`DomainError\`) keeps its own code; tRPC's own
  errors map to \`UNAUTHENTICATED\`, \`FORBIDDEN\`, \`NOT_FOUND\`, \`VALIDATION\`, \`FILE_TOO_LARGE\` or
  \`TOO_MANY_ATTEMPTS\` (packages/api/src/errors.ts).
- REST: a failure answers \`{ errorMessage, code, fieldErrors? }\` with the same HTTP status; \`code\` is the
  appCode and \`errorMessage\` the web's sentence for it (\`ERROR_MESSAGES\`), in the request's language (\`?lang=\`,
  the \`locale\` cookie, \`Accept-Language\`, Spanish); the legacy values older clients switch on are kept verbatim,
  docs/product/api-and-errors.md#legacy-error-values.
  The adapters add a few of their own: \`VALIDATION\` (400) for a body that is not JSON or not multipart where one
  is expected, \`FORBIDDEN\` (403) for a change that does not come from the site's own origin or has another content
  type, \`FILE_TOO_LARGE\` (413) for a body over 6 MB, \`NOT_FOUND\` (404) for an unknown \`/api/\` address, and
  \`GET /api/v1/user/me\` answers 401 \`UNAUTHENTICATED\` with \`{ user: null }\` when there is no session.
- Free text (packages/shared/src/text.ts) refuses C0/C1 control characters and bidi overrides with the field error
  \`CONTROL_CHARACTERS\` (multi-line texts keep tab, LF and CR; single-line ones also refuse U+2028/U+2029); a
  post's video link that is not an absolute http(s) address answers \`URL_INVALID\`. Both are field errors of a
  \`VALIDATION\` answer (400).
- Each procedure below lists the codes it can answer with their HTTP status: its gate's (\`UNAUTHENTICATED\`
  401, \`FORBIDDEN\` 403), \`VALIDATION\` 400 when it takes an input, and every domain code its resolver can reach
  in the services (a static reading: a superset, branches included that given data may never take).

## Session

The session lives in the HttpOnly cookie \`cancha_session\` (SameSite=Lax, Secure behind HTTPS); the client never
reads it. A change (any method but GET/HEAD/OPTIONS, on \`/trpc\` and \`/api\`) must come from the site's origin
(\`Origin\`, or the browser's \`Sec-Fetch-Site\`). After sign-in the web app also keeps the browser-storage hints
\`role\`, \`isLogin\`, \`subscriptionActive\` (\`STORAGE_KEYS\`; docs/product/accounts.md#session), and clears
\`role\` and \`isLogin\` on sign-out or when \`user.me\` answers no user.
`;

function gateSection(): string {
  const rows = (Object.entries(GATE_MEANING) as [Gate, string][]).map(
    ([gate, meaning]) =>
      `| ${gate} | ${meaning} | ${gateErrors(gate).map(codeWithStatus).join(', ') || '—'} |`,
  );
  return [
    '## Gates',
    '',
    'Who may call a procedure at all; rules on a given tournament, team or match come on top, in the services.',
    '',
    '| gate | who | refused with |',
    '| ---- | --- | ------------ |',
    ...rows,
    '',
  ].join('\n');
}

function gateErrors(gate: Gate): ErrorCode[] {
  if (gate === 'public') return [];
  if (gate === 'user') return ['UNAUTHENTICATED'];
  return ['UNAUTHENTICATED', 'FORBIDDEN'];
}

function statusOf(code: ErrorCode): number {
  return getHTTPStatusCodeFromError(new TRPCError({ code: TRPC_CODE_OF[code] }));
}

const codeWithStatus = (code: ErrorCode) => `\`${code}\` ${statusOf(code)}`;

function procedureSection(p: Procedure): string {
  const lines = [
    `### ${p.path}`,
    '',
    `- kind: ${p.kind} · gate: ${p.gate}`,
    `- REST: ${p.rest.length > 0 ? p.rest.map((r) => `\`${r}\``).join(', ') : 'none (tRPC only)'}`,
    `- errors: ${p.errors.map(codeWithStatus).join(', ') || 'none of its own'}`,
    '',
  ];
  if (p.input === null) lines.push('Input: none', '');
  else lines.push('Input:', '', '```ts', p.input, '```', '');
  lines.push(`Output:${p.output.startsWith('\n') ? '' : ' '}${p.output}`, '');
  return lines.join('\n');
}

function groupSection(group: string, procedures: Procedure[]): string {
  const rows = procedures.map((p) => {
    const rest = p.rest.map((r) => `\`${r}\``).join('<br>') || '—';
    return `| [${p.path}](#${p.path.replace(/\./g, '').toLowerCase()}) | ${p.kind} | ${p.gate} | ${rest} |`;
  });
  return [
    `## ${group}`,
    '',
    '| procedure | kind | gate | REST |',
    '| --------- | ---- | ---- | ---- |',
    ...rows,
    '',
    ...procedures.map(procedureSection),
  ].join('\n');
}

export interface ApiContract {
  markdown: string;
  procedures: number;
  restRoutes: number;
  restLinks: number;
}

/** The whole document, rendered from the code as it is now. */
export function renderApiContract(): ApiContract {
  const runtime = (appRouter as unknown as { _def: { procedures: Record<string, RuntimeProcedure> } })._def
    .procedures;
  const paths = Object.keys(runtime);
  const gates = gatesOf(appRouter);
  const ungated = paths.filter((path) => !gates[path]);
  if (ungated.length > 0) {
    throw new Error(`No gate declared (a procedure not made from trpc.ts's builders): ${ungated.join(', ')}`);
  }
  const kinds = new Map(paths.map((path) => [path, runtime[path]!._def.type] as const));
  const analysis = analyse(kinds);
  const rest = restRoutes();
  const order = new Map(ERROR_CODES.map((code, i) => [code, i]));
  const procedures: Procedure[] = paths.map((path) => {
    const gate = gates[path]!;
    const inputs = runtime[path]!._def.inputs;
    const errors = new Set<ErrorCode>(gateErrors(gate));
    if (inputs.length > 0) errors.add('VALIDATION');
    for (const code of analysis.errors.get(path)!) errors.add(code);
    return {
      path,
      group: path.split('.')[0]!,
      kind: kinds.get(path)!,
      gate,
      input: renderInput(inputs),
      output: analysis.outputs.get(path)!,
      errors: [...errors].sort((a, b) => order.get(a)! - order.get(b)!),
      rest: rest.byProcedure.get(path) ?? [],
    };
  });
  const unknown = [...rest.byProcedure.keys()].filter((path) => !runtime[path]);
  if (unknown.length > 0) throw new Error(`REST adapters call unknown procedures: ${unknown.join(', ')}`);

  const groups = new Map<string, Procedure[]>();
  for (const p of procedures) groups.set(p.group, [...(groups.get(p.group) ?? []), p]);
  const restLinks = procedures.reduce((n, p) => n + p.rest.length, 0);
  const withRest = procedures.filter((p) => p.rest.length > 0).length;
  const types = [...analysis.types.entries()].sort(([a], [b]) => (a < b ? -1 : 1));

  const markdown = [
    HEADER,
    gateSection(),
    '## Procedures',
    '',
    `${procedures.length} procedures in ${groups.size} routers; ${withRest} of them are called by ${rest.routes} ` +
      'REST routes. Inputs are shown as the JSON a client sends (zod input side: fields with a default may be left ' +
      'out); outputs as the TypeScript type the resolver returns.',
    '',
    [...groups.keys()].map((g) => `[${g}](#${g.toLowerCase()})`).join(' · '),
    '',
    ...[...groups].map(([group, list]) => groupSection(group, list)),
    '## Types named above',
    '',
    '| type | declared in |',
    '| ---- | ----------- |',
    ...types.map(([name, files]) => `| \`${name}\` | ${files.join(', ')} |`),
    '',
  ].join('\n');
  return { markdown: formatted(markdown), procedures: procedures.length, restRoutes: rest.routes, restLinks };
}

/** The document as the project's formatter writes it (tables aligned), so `bun run lint` and the check agree. */
function formatted(markdown: string): string {
  const biome = join(ROOT, 'node_modules/.bin/biome');
  return execFileSync(biome, ['format', `--stdin-file-path=${CONTRACT_FILE}`], {
    cwd: ROOT,
    input: markdown,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
}

function main() {
  const check = process.argv.includes('--check');
  const contract = renderApiContract();
  const current = (() => {
    try {
      return readFileSync(CONTRACT_FILE, 'utf8');
    } catch {
      return null;
    }
  })();
  const summary = `${contract.procedures} procedures, ${contract.restRoutes} REST routes (${contract.restLinks} route–procedure links)`;
  if (check) {
    if (current !== contract.markdown) {
      console.error('docs/api-contract.md is stale: run bun run api-contract');
      process.exit(1);
    }
    console.log(`docs/api-contract.md is up to date: ${summary}`);
    return;
  }
  if (current === contract.markdown) console.log(`docs/api-contract.md unchanged: ${summary}`);
  else {
    writeFileSync(CONTRACT_FILE, contract.markdown);
    console.log(`docs/api-contract.md written: ${summary}`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
