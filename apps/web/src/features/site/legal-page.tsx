import type * as React from 'react';
import { PageTitle } from '@/components/page-title';

/** Layout of the legal texts: readable line length, comfortable spacing. */
export function LegalPage({
  title,
  updated,
  children,
}: {
  title: string;
  updated: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <article className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:py-14">
      <PageTitle title={title} description={updated} />
      <div className="grid gap-6 leading-relaxed [&_h2]:font-semibold [&_h2]:text-lg [&_p]:text-muted-foreground [&_section]:grid [&_section]:gap-2 [&_ul]:list-disc [&_ul]:pl-5 [&_ul]:text-muted-foreground">
        {children}
      </div>
    </article>
  );
}
