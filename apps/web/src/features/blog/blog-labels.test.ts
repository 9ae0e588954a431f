import { POST_STATUSES, POST_TYPES } from '@cancha/shared';
import { setupI18n } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';

// In the app the Lingui macro is compiled away by Babel; here the runtime version builds the same descriptors.
vi.mock('@lingui/core/macro', () => import('@lingui/core/runtime-macro'));

const { POST_STATUS_LABELS, POST_TYPE_LABELS, readingTimeLabel } = await import('./blog-labels');

const i18n = setupI18n({ locale: 'es', messages: { es: {} } });

describe('blog labels (product: blog#posts)', () => {
  it('labels all 25 post types, each differently', () => {
    expect(POST_TYPES).toHaveLength(25);
    expect(Object.keys(POST_TYPE_LABELS).sort()).toEqual([...POST_TYPES].sort());
    const labels = POST_TYPES.map((type) => i18n._(POST_TYPE_LABELS[type]));
    for (const label of labels) expect(label).toMatch(/\S/);
    expect(new Set(labels).size).toBe(POST_TYPES.length);
    expect(i18n._(POST_TYPE_LABELS.NEWS)).toBe('Noticias');
    expect(i18n._(POST_TYPE_LABELS.WORKOUT_PLAN)).toBe('Plan de entrenamiento');
  });

  it('labels both statuses', () => {
    expect(POST_STATUSES.map((s) => i18n._(POST_STATUS_LABELS[s]))).toEqual(['Publicado', 'Borrador']);
  });

  it("says 'N min de lectura'", () => {
    expect(i18n._(readingTimeLabel(4))).toBe('4 min de lectura');
  });
});
