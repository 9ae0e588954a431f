import { accessSync, constants, mkdirSync } from 'node:fs';

/** A start-up refusal: the reason is printed and the process exits non-zero. */
export class StartupError extends Error {}

export function requireWritable(dir: string, what: string) {
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
  } catch {
    throw new StartupError(
      `The ${what} folder ${dir} is not writable: check its permissions or choose another one.`,
    );
  }
}
