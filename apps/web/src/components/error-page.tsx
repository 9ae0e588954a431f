import { Trans, useLingui } from '@lingui/react/macro';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { HomeIcon, RotateCcwIcon, TriangleAlertIcon } from 'lucide-react';
import { useEffect } from 'react';
import { classifyError } from '@/lib/error-kind';
import { errorMessage } from '@/lib/errors';
import { Logo } from './logo';
import { Button } from './ui/button';

function ErrorLayout({
  title,
  detail,
  onRetry,
}: {
  title: React.ReactNode;
  detail?: React.ReactNode;
  onRetry?: () => void;
}) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-6 px-6 py-12 text-center">
      <Logo />
      <div className="flex size-16 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <TriangleAlertIcon className="size-8" aria-hidden />
      </div>
      <div className="grid gap-2">
        <h1 className="font-bold text-2xl">{title}</h1>
        {detail ? <p className="text-muted-foreground">{detail}</p> : null}
      </div>
      <div className="flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
        {/* A plain link, so it works even when the app itself is in a bad state (docs/product/site-and-navigation.md#error-page). */}
        <Button asChild size="lg">
          <a href="/">
            <HomeIcon aria-hidden />
            <Trans>Volver al inicio</Trans>
          </a>
        </Button>
        {onRetry ? (
          <Button variant="outline" size="lg" onClick={onRetry}>
            <RotateCcwIcon aria-hidden />
            <Trans>Reintentar</Trans>
          </Button>
        ) : null}
      </div>
    </main>
  );
}

/** The generic error page (SITE-17): any page that fails shows this, with a button back to /. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const { i18n, t } = useLingui();
  const router = useRouter();
  useEffect(() => {
    document.title = `${t`Algo salió mal`} · Cancha`;
  }, [t]);
  const kind = classifyError(error);
  // Internal error texts are not for visitors; only say what is known.
  const detail =
    kind.kind === 'unknown' ? t`Ocurrió un error inesperado. Inténtalo de nuevo.` : errorMessage(i18n, error);
  // Retrying runs the failed loaders and guards again, then clears the error.
  const retry = () => {
    void router.invalidate().then(reset);
  };
  return <ErrorLayout title={<Trans>Algo salió mal</Trans>} detail={detail} onRetry={retry} />;
}

export function NotFoundPage() {
  const { t } = useLingui();
  useEffect(() => {
    document.title = `${t`Página no encontrada`} · Cancha`;
  }, [t]);
  return (
    <ErrorLayout
      title={<Trans>Página no encontrada</Trans>}
      detail={<Trans>La dirección que abriste no existe o fue movida.</Trans>}
    />
  );
}
