import { fileURLToPath } from 'node:url';
import { createTailwindMerge, twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { baseOf, deriveClassMergeConfig, runtimeConfig, scanClassCandidates } from './class-merge';

const source = fileURLToPath(new URL('./src', import.meta.url));

describe('class merging built from the app source', () => {
  const candidates = scanClassCandidates(source);
  const classes = candidates.filter((c) => twMerge(`${c} ${c}`) === c);
  const merge = createTailwindMerge(() => runtimeConfig(deriveClassMergeConfig(candidates)));

  it('finds the classes the app writes, with their variants', () => {
    expect(classes).toEqual(expect.arrayContaining(['px-4', 'text-sm', 'hover:bg-accent', 'sm:h-24']));
    expect(classes.length).toBeGreaterThan(300);
  });

  // Every ordered pair of the app's classes, variants and all, merges as tailwind-merge's default does.
  it('merges every pair of the app classes as the full configuration does', () => {
    const differences: string[] = [];
    for (const earlier of classes) {
      for (const later of classes) {
        const list = `${earlier} ${later}`;
        if (merge(list) !== twMerge(list)) differences.push(list);
      }
    }
    expect(differences).toEqual([]);
    // Every pair of the app's classes: about 4 s alone, and it grows with the app, so the default 5 s limit failed
    // it on a busy 2-core machine.
  }, 60_000);

  it('keeps the later of two conflicting classes and both of two unrelated ones', () => {
    expect(merge('h-9 px-4 h-8 px-2')).toBe('h-8 px-2');
    expect(merge('text-sm text-muted-foreground')).toBe('text-sm text-muted-foreground');
    expect(merge('p-4 px-2')).toBe('p-4 px-2');
    expect(merge('px-2 p-4')).toBe('p-4');
    expect(merge('hover:bg-accent bg-card')).toBe('hover:bg-accent bg-card');
    expect(merge('not-a-class another')).toBe('not-a-class another');
  });

  it('reads a class as tailwind-merge does: variants, important mark and postfix apart', () => {
    expect(baseOf('sm:hover:bg-black/55')).toEqual({ base: 'bg-black/55', postfix: 8 });
    expect(baseOf('data-[state=open]:!px-2')).toEqual({ base: 'px-2', postfix: null });
    expect(baseOf('w-[calc(100%-2rem)]')).toEqual({ base: 'w-[calc(100%-2rem)]', postfix: null });
  });
});
