import { TIE_BREAK_PRESETS, type TieBreakPreset, type TournamentStatisticsDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { SaveIcon } from 'lucide-react';
import type * as React from 'react';
import { useId, useState } from 'react';
import { AlertBanner } from '@/components/alert-banner';
import { Spinner } from '@/components/spinner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioCard, RadioGroup } from '@/components/ui/radio-group';
import { useFixtureCache } from '@/features/competition/fixture-cache';
import { errorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import {
  BLUE_CARD_POINTS_MAX,
  BLUE_CARD_POINTS_MIN,
  blueCardPointsOf,
  parseBlueCardPoints,
  TIE_BREAK_PRESET_HINTS,
  TIE_BREAK_PRESET_LABELS,
} from './standings';

/** The organiser's standings settings, downloaded apart from their button (standings-settings-button.tsx). */
export function StandingsSettingsDialog({
  statistics,
  open,
  onOpenChange,
}: {
  statistics: TournamentStatisticsDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Mounted only while open, so each opening starts from what is stored. */}
      {open ? <SettingsForm statistics={statistics} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

/**
 * The organiser's standings settings: the tie-break order (FIFA, head-to-head first, or overall goal difference
 * first) and how many fair-play points a blue card takes away (0–10). The table and the champion follow at once.
 */
function SettingsForm({ statistics, onDone }: { statistics: TournamentStatisticsDto; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const toast = useToast();
  const cache = useFixtureCache();
  const save = useMutation(trpc.fixtures.updateSettings.mutationOptions());
  const storedBlue = blueCardPointsOf(statistics);
  const [preset, setPreset] = useState<TieBreakPreset>(statistics.tieBreakPreset);
  const [blue, setBlue] = useState(storedBlue === null ? '' : String(storedBlue));
  const [alert, setAlert] = useState<string | null>(null);
  const parsedBlue = parseBlueCardPoints(blue);
  const blueInvalid = parsedBlue === null;
  const blueChanged = parsedBlue !== undefined && parsedBlue !== null && parsedBlue !== storedBlue;
  const changed = preset !== statistics.tieBreakPreset || blueChanged;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (blueInvalid || !changed) return;
    setAlert(null);
    try {
      await save.mutateAsync({
        tournamentId: statistics.tournamentId,
        ...(preset !== statistics.tieBreakPreset ? { tieBreakPreset: preset } : {}),
        ...(blueChanged ? { blueCardPoints: parsedBlue } : {}),
      });
    } catch (error) {
      setAlert(errorMessage(i18n, error));
      return;
    }
    toast.success(t`Ajustes de la tabla guardados.`);
    void cache.refresh();
    onDone();
  };

  const blueId = `${id}-blue`;
  return (
    <DialogContent closeLabel={t`Cerrar`}>
      <form onSubmit={(e) => void submit(e)} className="grid gap-4" noValidate>
        <DialogHeader>
          <DialogTitle>
            <Trans>Ajustes de la tabla</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Cómo se ordenan los equipos que terminan con los mismos puntos.</Trans>
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label id={`${id}-preset`}>
            <Trans>Criterio de desempate</Trans>
          </Label>
          <RadioGroup
            value={preset}
            onValueChange={(v) => setPreset(v as TieBreakPreset)}
            aria-labelledby={`${id}-preset`}
            className="gap-2"
          >
            {TIE_BREAK_PRESETS.map((p) => (
              <RadioCard
                key={p}
                value={p}
                className="min-h-16 flex-col gap-1 p-3 pr-12"
                data-testid="tie-break-preset"
              >
                <span className="font-semibold">{i18n._(TIE_BREAK_PRESET_LABELS[p])}</span>
                <span className="text-muted-foreground text-xs">{i18n._(TIE_BREAK_PRESET_HINTS[p])}</span>
              </RadioCard>
            ))}
          </RadioGroup>
        </div>
        <Field
          id={blueId}
          label={<Trans>Puntos de juego limpio que resta cada tarjeta azul</Trans>}
          hint={
            storedBlue === null ? (
              <Trans>De 0 a 10. Déjalo vacío para no cambiarlo.</Trans>
            ) : (
              <Trans>De 0 a 10. El juego limpio desempata después de los goles.</Trans>
            )
          }
          error={blueInvalid ? <Trans>Escribe un número entero de 0 a 10.</Trans> : null}
        >
          <Input
            id={blueId}
            type="number"
            inputMode="numeric"
            min={BLUE_CARD_POINTS_MIN}
            max={BLUE_CARD_POINTS_MAX}
            step={1}
            value={blue}
            onChange={(e) => setBlue(e.target.value)}
            aria-invalid={blueInvalid || undefined}
            aria-describedby={describedBy(blueId, { hint: true, error: blueInvalid })}
            className="w-28"
          />
        </Field>
        {alert ? (
          <AlertBanner variant="error" message={alert} duration={0} onClose={() => setAlert(null)} />
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              <Trans>Cancelar</Trans>
            </Button>
          </DialogClose>
          <Button type="submit" disabled={!changed || blueInvalid || save.isPending}>
            {save.isPending ? <Spinner /> : <SaveIcon aria-hidden />}
            <Trans>Guardar</Trans>
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
