import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { MapPinOffIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { validPoint } from '@/lib/points';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/utils';

type MapState = 'loading' | 'ready' | 'error';

/**
 * A small map of one place, drawn by Leaflet on the configured tile server (loaded only when a map is shown).
 * Shows 'Cargando mapa...' until the first tiles arrive and 'Error al cargar el mapa' if none can.
 */
export function PlaceMap({
  lat,
  lng,
  label,
  className,
}: {
  lat: unknown;
  lng: unknown;
  label: string;
  className?: string;
}) {
  const { t } = useLingui();
  const config = useQuery(trpc.auth.config.queryOptions());
  const tiles = config.data?.map ?? null;
  const point = validPoint(lat, lng);
  const container = useRef<HTMLElement>(null);
  const [state, setState] = useState<MapState>('loading');
  // Primitive copies, so the map is rebuilt only when one of them really changes.
  const pointLat = point?.lat;
  const pointLng = point?.lng;
  const tileUrl = tiles?.tileUrl;
  const credit = tiles?.attribution;

  useEffect(() => {
    if (pointLat === undefined || pointLng === undefined || !tileUrl || !container.current) return;
    let cancelled = false;
    let remove: (() => void) | undefined;
    setState('loading');
    void (async () => {
      try {
        const L = (await import('leaflet')).default;
        await import('leaflet/dist/leaflet.css');
        if (cancelled || !container.current) return;
        const map = L.map(container.current, { scrollWheelZoom: false, attributionControl: true }).setView(
          [pointLat, pointLng],
          13,
        );
        let loaded = 0;
        const layer = L.tileLayer(tileUrl, {
          maxZoom: 18,
          // Places come from GeoNames (CC BY 4.0), which asks for credit wherever they are shown.
          attribution: `${credit} · GeoNames`,
        });
        layer.on('tileload', () => {
          loaded += 1;
          setState('ready');
        });
        layer.on('tileerror', () => {
          if (loaded === 0) setState('error');
        });
        layer.addTo(map);
        // A vector marker: no icon images to bundle or fetch.
        L.circleMarker([pointLat, pointLng], {
          radius: 9,
          color: '#fff',
          weight: 3,
          fillColor: '#15803d',
          fillOpacity: 1,
        })
          .addTo(map)
          .bindTooltip(label);
        remove = () => map.remove();
      } catch {
        if (!cancelled) setState('error');
      }
    })();
    return () => {
      cancelled = true;
      remove?.();
    };
  }, [pointLat, pointLng, tileUrl, credit, label]);

  if (!point) {
    return (
      <div
        role="status"
        className={cn(
          'flex min-h-40 items-center justify-center gap-2 rounded-xl border bg-muted text-muted-foreground text-sm',
          className,
        )}
      >
        <MapPinOffIcon className="size-4" aria-hidden />
        <Trans>Ubicación inválida</Trans>
      </div>
    );
  }
  if (config.isSuccess && !tiles) return null;
  return (
    <div className={cn('relative isolate min-h-48 overflow-hidden rounded-xl border bg-muted', className)}>
      {/* A labelled region rather than an image: the map holds focusable controls (zoom, marker, attribution). */}
      <section ref={container} className="absolute inset-0" aria-label={t`Mapa: ${label}`} />
      {state !== 'ready' ? (
        <div
          role="status"
          className="pointer-events-none absolute inset-0 z-[500] flex items-center justify-center bg-muted/80 text-muted-foreground text-sm"
        >
          {state === 'loading' ? <Trans>Cargando mapa...</Trans> : <Trans>Error al cargar el mapa</Trans>}
        </div>
      ) : null}
    </div>
  );
}
