import type { LatLng } from '@cancha/shared';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { CrosshairIcon, MapPinIcon, MapPinOffIcon } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { Spinner } from '@/components/spinner';
import { Button } from '@/components/ui/button';
import { useErrorSentence } from '@/lib/error-texts';

// What 'Equipos cercanos' shows when it has nowhere to measure from, and how it asks the device where it is.

/** A point to measure nearby teams from (the device's position). */
export type Origin = LatLng;

type GeoState = 'idle' | 'locating' | 'denied' | 'unsupported';

/**
 * LOCATION_UNKNOWN: the user has no location to measure from. Two ways out: set it in the profile, or search from
 * where the device is right now.
 */
export function UnknownLocation({ onLocated }: { onLocated: (origin: Origin) => void }) {
  const sentence = useErrorSentence();
  const [state, setState] = useState<GeoState>('idle');
  const locate = () => {
    if (!('geolocation' in navigator)) {
      setState('unsupported');
      return;
    }
    setState('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setState('idle');
        onLocated({ lat: position.coords.latitude, lng: position.coords.longitude });
      },
      () => setState('denied'),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 },
    );
  };
  return (
    <EmptyState
      icon={MapPinOffIcon}
      title={sentence('LOCATION_UNKNOWN')}
      description={
        state === 'denied' ? (
          <span role="alert" className="text-destructive">
            <Trans>
              No pudimos obtener tu ubicación. Revisa los permisos del navegador o agrégala en tu perfil.
            </Trans>
          </span>
        ) : state === 'unsupported' ? (
          <span role="alert">
            <Trans>Este navegador no puede compartir tu ubicación. Agrégala en tu perfil.</Trans>
          </span>
        ) : (
          <Trans>Agrega tu ciudad en tu perfil o busca desde donde estás ahora.</Trans>
        )
      }
      action={
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          <Button onClick={locate} disabled={state === 'locating'}>
            {state === 'locating' ? <Spinner /> : <CrosshairIcon aria-hidden />}
            <Trans>Usar mi ubicación actual</Trans>
          </Button>
          <Button asChild variant="outline">
            <Link to="/player/profile">
              <MapPinIcon aria-hidden />
              <Trans>Completar mi ubicación</Trans>
            </Link>
          </Button>
        </div>
      }
    />
  );
}
