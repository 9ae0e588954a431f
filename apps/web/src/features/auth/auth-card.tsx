import type * as React from 'react';
import { useEffect } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

/** The centred card of the sign-in, sign-up and password pages. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: React.ReactNode;
  children: React.ReactNode;
  footer?: React.ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} · Cancha`;
  }, [title]);
  return (
    <div className="mx-auto grid w-full max-w-md gap-4 px-4 py-8 sm:py-14">
      <Card>
        <CardHeader>
          <h1 className="font-bold text-2xl tracking-tight">{title}</h1>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent className="grid gap-5">{children}</CardContent>
      </Card>
      {footer ? <div className="grid gap-2 text-center text-muted-foreground text-sm">{footer}</div> : null}
    </div>
  );
}
