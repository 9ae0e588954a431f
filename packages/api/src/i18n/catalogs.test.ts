import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stageText, withValues } from '@cancha/shared';
import { describe, expect, it } from 'vitest';
import { CATALOG_LOCALES, GENERATED, serverCatalogsModule } from '../../../../scripts/server-catalogs';
import { CATALOGS } from './catalogs.gen';
import { MissingTextError, translate } from './translate';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.(test|gen)\.ts$/.test(name) ? [path] : [];
  });
}

/** Every text the server may draw: each `/*i18n*\/ { id… }` in the code the server runs. */
const serverTextIds = ['packages/shared/src', 'packages/api/src', 'apps/server/src'].flatMap((dir) =>
  sources(join(root, dir)).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\/\*i18n\*\/\s*\{\s*id:\s*'([^']+)'/g)].map((m) => m[1]!),
  ),
);

describe("the server's texts", () => {
  it('come from catalogs compiled from the current .po files (`bun run i18n` when this fails)', () => {
    expect(readFileSync(GENERATED, 'utf8')).toBe(serverCatalogsModule());
  });

  it('each have an entry in every catalog', () => {
    expect(serverTextIds.length).toBeGreaterThan(150);
    for (const locale of CATALOG_LOCALES) {
      const missing = serverTextIds.filter((id) => !Object.hasOwn(CATALOGS[locale], id));
      expect(missing, `missing in ${locale}`).toEqual([]);
    }
  });

  it('are said in the asked language, br reading the pt-BR catalog', () => {
    const quarter = stageText({ kind: 'KNOCKOUT', teams: 8, final: false, number: 1 });
    expect(translate('es', quarter)).toBe('Cuartos de final');
    expect(translate('en', quarter)).toBe('Quarter-finals');
    expect(translate('br', quarter)).toBe('Quartas de final');
    const of32 = stageText({ kind: 'KNOCKOUT', teams: 32, final: false, number: 1 });
    expect(translate('en', of32)).toBe('Round of 32');
    const day = stageText({ kind: 'GROUP_MATCHDAY', number: 2 });
    expect(translate('es', day)).toBe('Fase de grupos · Fecha 2');
    expect(translate('br', day)).toBe('Fase de grupos · Rodada 2');
  });

  it('refuse, in tests, a text no catalog has', () => {
    expect(() =>
      translate('en', withValues({ id: 'nowhere.toBeFound', message: 'Nada {x}' }, { x: 1 })),
    ).toThrow(MissingTextError);
  });
});
