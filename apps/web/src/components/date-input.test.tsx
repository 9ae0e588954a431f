import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { DateInput } from './date-input';

// docs/product/forms.md#date-inputs — typed as dd/MM/yyyy, or picked in the browser's own calendar.

function Harness({ initial = '', onValue }: { initial?: string; onValue?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="day">Fecha</label>
      <DateInput
        id="day"
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
      />
    </>
  );
}

const picker = () =>
  document.querySelector<HTMLInputElement>('[data-slot="date-picker"]') as HTMLInputElement;

describe('the date input', () => {
  it('is still typed as dd/MM/yyyy, with the separators added', async () => {
    const { user } = renderWithApp(<Harness />);
    await user.type(screen.getByLabelText('Fecha'), '10032031');
    expect((screen.getByLabelText('Fecha') as HTMLInputElement).value).toBe('10/03/2031');
    // The calendar opens on the typed day.
    expect(picker().type).toBe('date');
    expect(picker().value).toBe('2031-03-10');
  });

  it("opens the browser's calendar from its button, and writes the picked day as dd/MM/yyyy", async () => {
    const showPicker = vi.fn();
    const values: string[] = [];
    const { user } = renderWithApp(<Harness onValue={(v) => values.push(v)} />);
    picker().showPicker = showPicker;
    await user.click(screen.getByRole('button', { name: 'Elegir en el calendario' }));
    expect(showPicker).toHaveBeenCalledOnce();

    fireEvent.change(picker(), { target: { value: '2031-04-30' } });
    expect((screen.getByLabelText('Fecha') as HTMLInputElement).value).toBe('30/04/2031');
    expect(values).toEqual(['30/04/2031']);
  });

  it('keeps the calendar out of the tab order and out of what a screen reader reads', () => {
    renderWithApp(<Harness />);
    expect(picker().tabIndex).toBe(-1);
    expect(picker().getAttribute('aria-hidden')).toBe('true');
  });

  it('offers no calendar while the field is disabled', () => {
    renderWithApp(<DateInput value="" onValueChange={() => {}} disabled aria-label="Fecha" />);
    expect(
      (screen.getByRole('button', { name: 'Elegir en el calendario' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
