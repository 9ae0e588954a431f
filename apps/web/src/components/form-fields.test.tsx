import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { ChoiceField, FormSection } from './form-fields';

// A select with a long chosen label ('Cruces de las eliminatorias' in the tournament form, issue item 16) stays
// inside its column: the label is cut with an ellipsis and the whole of it is the trigger's title.

const WORLD_CUP = 'Como en el Mundial: primeros contra segundos';

function renderField(value: string) {
  return renderWithApp(
    <FormSection title="Formato">
      <ChoiceField
        id="pairing"
        label="Cruces de las eliminatorias"
        placeholder="Selecciona una opción"
        value={value}
        onChange={() => {}}
        options={[
          { value: 'WORLD_CUP', label: WORLD_CUP },
          { value: 'SEEDED', label: 'Por ranking: el mejor contra el peor' },
        ]}
      />
    </FormSection>,
  );
}

describe('a choice field with a long label', () => {
  it('keeps to its column and cuts the chosen label, whose whole text stays readable', () => {
    renderField('WORLD_CUP');
    const trigger = screen.getByRole('combobox', { name: 'Cruces de las eliminatorias' });
    expect(trigger.getAttribute('title')).toBe(WORLD_CUP);
    expect(trigger.className).toContain('min-w-0');
    // The chosen label is the part that gives way, with an ellipsis.
    const value = trigger.querySelector('[data-slot="select-value"]') as HTMLElement;
    expect(value.textContent).toBe(WORLD_CUP);
    expect(trigger.className).toContain('*:data-[slot=select-value]:truncate');
    expect(trigger.className).toContain('*:data-[slot=select-value]:min-w-0');
    // In the form's grid the field may shrink below its text's width.
    expect(trigger.closest('[data-slot="field"]')?.className).toContain('min-w-0');
  });

  it('has no title while nothing is chosen (the placeholder is short)', () => {
    renderField('');
    const trigger = screen.getByRole('combobox', { name: 'Cruces de las eliminatorias' });
    expect(trigger.hasAttribute('title')).toBe(false);
  });
});
