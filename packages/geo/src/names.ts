import { type Dataset, perDataset } from './dataset';
import { STOPWORDS } from './text';

/*
 * Every name a place can be found by: its folded name, each tail of it that starts at a word
 * ("carlos paz" in "villa carlos paz", "tucuman" in "san miguel de tucuman"), and the alternate
 * names of large cities. An entry is a string reference plus the offset where the name starts,
 * so tails cost no new strings. Entries follow row order, i.e. population order.
 */
export interface NameEntries {
  length: number;
  /** A row, or `dataset.count + i` for alternate name i. */
  ref: Int32Array;
  offset: Uint8Array;
}

/** Tails start at most this far in; longer names keep their main entry. */
const MAX_OFFSET = 255;

export function textOf(ds: Dataset, ref: number): string {
  return ref < ds.count ? ds.keys[ref]! : ds.aliasKeys[ref - ds.count]!;
}

export function rowOf(ds: Dataset, ref: number): number {
  return ref < ds.count ? ref : ds.aliasRow[ref - ds.count]!;
}

export function isAlias(ds: Dataset, ref: number): boolean {
  return ref >= ds.count;
}

function forEachTail(key: string, visit: (offset: number) => void): void {
  for (let space = key.indexOf(' '); space >= 0 && space < MAX_OFFSET; space = key.indexOf(' ', space + 1)) {
    const start = space + 1;
    const end = key.indexOf(' ', start);
    if (!STOPWORDS.has(key.slice(start, end < 0 ? undefined : end))) visit(start);
  }
}

/** Built on first use, once per loaded dataset. */
export const nameEntries = perDataset((ds): NameEntries => {
  let length = ds.count + ds.aliasKeys.length;
  for (let row = 0; row < ds.count; row++) forEachTail(ds.keys[row]!, () => length++);
  const ref = new Int32Array(length);
  const offset = new Uint8Array(length);
  let n = 0;
  let alias = 0;
  for (let row = 0; row < ds.count; row++) {
    ref[n++] = row;
    forEachTail(ds.keys[row]!, (start) => {
      ref[n] = row;
      offset[n++] = start;
    });
    // Alternate names count from their start only: their inner words are too noisy.
    for (; alias < ds.aliasRow.length && ds.aliasRow[alias] === row; alias++) ref[n++] = ds.count + alias;
  }
  return { length, ref, offset };
});
