// `cn()` resolves conflicting Tailwind classes (`px-4` then `px-2`) with tailwind-merge, whose default
// configuration knows every utility Tailwind has: 8.3 KB gzipped of the player home's first load. The build
// instead gives tailwind-merge's engine (1.9 KB) a configuration that knows only the classes this app's source
// contains, found with Tailwind's own scanner (the same list Tailwind writes CSS for; a class it never saw has no
// CSS either). Each class's group and conflicts are read from the default configuration's behaviour, and the
// result is checked against it pair by pair, so `cn()` answers exactly as before for every class the app uses.
// The dev server keeps the full default.
import { Scanner } from '@tailwindcss/oxide';
import { type createTailwindMerge, getDefaultConfig, twMerge } from 'tailwind-merge';
import type { Plugin } from 'vite';

// A class part, or parts under a shared first one. ANY stands for a validator accepting whatever follows: it
// becomes a function in the shipped code (configSource) and in runtimeConfig.
type ClassDefinition = string | { [part: string]: ClassDefinition[] };
const ANY = '\0any';

interface TrieNode {
  group: number | null;
  children: Map<string, TrieNode>;
  groups: Set<number>;
}

/**
 * The groups' classes as a tree of their dash-separated parts, which is how tailwind-merge stores them: where every
 * class under a part is of one group, the part takes whatever follows (`mt-` anything is a top margin), since the
 * app has no other class starting that way. Returns each group's definitions.
 */
function asTree(groupOf: Map<string, number>): Map<number, ClassDefinition[]> {
  const root: TrieNode = { group: null, children: new Map(), groups: new Set() };
  for (const [name, group] of groupOf) {
    let node = root;
    node.groups.add(group);
    for (const part of name.split('-')) {
      let next = node.children.get(part);
      if (!next) {
        next = { group: null, children: new Map(), groups: new Set() };
        node.children.set(part, next);
      }
      next.groups.add(group);
      node = next;
    }
    node.group = group;
  }
  const out = new Map<number, ClassDefinition[]>();
  const add = (group: number, path: string[], leaf: ClassDefinition) => {
    // ['max', 'h'] + leaf → { max: [{ h: [leaf] }] }, merged into what the group has already.
    let defs = out.get(group) ?? [];
    out.set(group, defs);
    for (const part of path) {
      let holder = defs.find(
        (d): d is { [part: string]: ClassDefinition[] } => typeof d === 'object' && part in d,
      );
      if (!holder) {
        holder = { [part]: [] };
        defs.push(holder);
      }
      defs = holder[part]!;
    }
    defs.push(leaf);
  };
  const addClass = (group: number, path: string[]) => add(group, path.slice(0, -1), path.at(-1)!);
  const walk = (node: TrieNode, path: string[]) => {
    if (path.length > 0 && node.groups.size === 1 && node.children.size > 0) {
      const [group] = node.groups;
      add(group!, path, ANY);
      if (node.group !== null) addClass(group!, path);
      return;
    }
    if (node.group !== null) addClass(node.group, path);
    for (const [part, child] of node.children) walk(child, [...path, part]);
  };
  walk(root, []);
  return out;
}

export interface ClassMergeConfig {
  cacheSize: number;
  theme: Record<string, never>;
  classGroups: Record<string, ClassDefinition[]>;
  conflictingClassGroups: Record<string, string[]>;
  conflictingClassGroupModifiers: Record<string, string[]>;
  orderSensitiveModifiers: string[];
  postfixLookupClassGroups: string[];
}

/** Every string in the source that Tailwind would consider a class (a superset: words of text too). */
export function scanClassCandidates(sourceDir: string): string[] {
  return new Scanner({ sources: [{ base: sourceDir, pattern: '**/*', negated: false }] }).scan();
}

/** The class without its variants and important mark, as tailwind-merge looks it up; `postfix` is where a `/` is. */
export function baseOf(className: string): { base: string; postfix: number | null } {
  let depth = 0;
  let start = 0;
  let postfix: number | null = null;
  for (let i = 0; i < className.length; i++) {
    const ch = className[i];
    if (ch === '[' || ch === '(') depth++;
    else if (ch === ']' || ch === ')') depth--;
    else if (depth === 0 && ch === ':') {
      start = i + 1;
      postfix = null;
    } else if (depth === 0 && ch === '/') postfix = i;
  }
  let base = className.slice(start);
  if (postfix !== null) postfix -= start;
  if (base.endsWith('!')) base = base.slice(0, -1);
  else if (base.startsWith('!')) {
    base = base.slice(1);
    if (postfix !== null) postfix -= 1;
  }
  return { base, postfix: postfix !== null && postfix > 0 ? postfix : null };
}

const known = (className: string) => twMerge(`${className} ${className}`) === className;
// The later class drops the earlier one.
const drops = (later: string, earlier: string) => twMerge(`${earlier} ${later}`) === later;
// A negative value is looked up without its dash.
const lookupKey = (base: string) => (base.startsWith('-') ? base.slice(1) : base);

/** The configuration that merges `candidates` exactly as tailwind-merge's default does. */
export function deriveClassMergeConfig(candidates: Iterable<string>): ClassMergeConfig {
  // What the engine will look each class up by: the base, or the part before a postfix (`bg-black` of
  // `bg-black/55`, `text-sm` of `text-sm/6`) when that is a class; which classes carry a postfix, for the
  // conflicts a postfix adds (`text-sm/6` also sets the line height).
  const keys = new Set<string>();
  const withPostfix = new Map<string, string>();
  for (const candidate of candidates) {
    if (!known(candidate)) continue;
    const { base, postfix } = baseOf(candidate);
    if (postfix !== null) {
      const head = base.slice(0, postfix);
      if (known(head)) {
        keys.add(head);
        withPostfix.set(base, head);
        continue;
      }
    }
    keys.add(base);
  }

  // Groups: classes that drop each other either way round.
  const list = [...keys].sort();
  const groupOf = new Map<string, number>();
  const groups: string[][] = [];
  for (const key of list) {
    const group = groups.findIndex((members) => drops(key, members[0]!) && drops(members[0]!, key));
    if (group === -1) {
      groupOf.set(key, groups.length);
      groups.push([key]);
    } else {
      groupOf.set(key, group);
      groups[group]!.push(key);
    }
  }
  const id = (group: number) => group.toString(36);
  const classGroups: Record<string, ClassDefinition[]> = {};
  const conflictingClassGroups: Record<string, string[]> = {};
  const conflictingClassGroupModifiers: Record<string, string[]> = {};
  const tree = asTree(new Map([...groupOf].map(([key, g]) => [lookupKey(key), g])));
  groups.forEach((members, g) => {
    classGroups[id(g)] = tree.get(g) ?? [];
    const others = groups.flatMap((other, h) => (h !== g && drops(members[0]!, other[0]!) ? [id(h)] : []));
    if (others.length > 0) conflictingClassGroups[id(g)] = others;
  });
  for (const [full, head] of withPostfix) {
    const g = groupOf.get(head)!;
    const extra = groups.flatMap((other, h) =>
      h !== g && drops(full, other[0]!) && !drops(head, other[0]!) ? [id(h)] : [],
    );
    if (extra.length > 0) {
      conflictingClassGroupModifiers[id(g)] = [
        ...new Set([...(conflictingClassGroupModifiers[id(g)] ?? []), ...extra]),
      ];
    }
  }

  const defaults = getDefaultConfig();
  return {
    cacheSize: defaults.cacheSize,
    theme: {},
    classGroups,
    conflictingClassGroups,
    conflictingClassGroupModifiers,
    orderSensitiveModifiers: [...defaults.orderSensitiveModifiers],
    postfixLookupClassGroups: [],
  };
}

const accepts = () => true;
const withValidators = (value: unknown): unknown =>
  value === ANY
    ? accepts
    : Array.isArray(value)
      ? value.map(withValidators)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withValidators(v)]))
        : value;

/** The configuration as tailwind-merge takes it. */
export function runtimeConfig(config: ClassMergeConfig) {
  return withValidators(config) as Parameters<typeof createTailwindMerge>[0] extends () => infer C
    ? C
    : never;
}

/** The module the build ships: the engine and the configuration, ANY as one shared function. */
export function configSource(config: ClassMergeConfig): string {
  const json = JSON.stringify(config).replaceAll(JSON.stringify(ANY), 'any');
  return [
    `import { createTailwindMerge } from 'tailwind-merge';`,
    `const any = () => true;`,
    `export const merge = createTailwindMerge(() => (${json}));`,
  ].join('\n');
}

/**
 * `virtual:class-merge` exports `merge(classList)`: in a build, tailwind-merge's engine with the configuration
 * derived from the app's source; on the dev server, where classes come and go, tailwind-merge's default.
 */
export function classMerge(sourceDir: string): Plugin {
  const id = 'virtual:class-merge';
  let build = false;
  return {
    name: 'cancha:class-merge',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId(source) {
      return source === id ? `\0${id}` : null;
    },
    load(resolved) {
      if (resolved !== `\0${id}`) return null;
      if (!build) return `export { twMerge as merge } from 'tailwind-merge';`;
      return configSource(deriveClassMergeConfig(scanClassCandidates(sourceDir)));
    },
  };
}
