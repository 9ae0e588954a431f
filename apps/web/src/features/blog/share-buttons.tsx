import { Trans, useLingui } from '@lingui/react/macro';
import { CopyIcon, MessageCircleIcon, Share2Icon } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useToast } from '@/lib/toast';
import { shareLinks } from './blog-format';

function XGlyph(props: React.ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden {...props}>
      <path d="M18.901 1.153h3.68l-8.04 9.19L24 22.846h-7.406l-5.8-7.584-6.638 7.584H.474l8.6-9.83L0 1.154h7.594l5.243 6.932ZM17.61 20.644h2.039L6.486 3.24H4.298Z" />
    </svg>
  );
}

function FacebookGlyph(props: React.ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden {...props}>
      <path d="M24 12.073c0-6.627-5.373-12-12-12s-12 5.373-12 12c0 5.99 4.388 10.954 10.125 11.854v-8.385H7.078v-3.47h3.047V9.43c0-3.007 1.792-4.669 4.533-4.669 1.312 0 2.686.235 2.686.235v2.953H15.83c-1.491 0-1.956.925-1.956 1.874v2.25h3.328l-.532 3.47h-2.796v8.385C19.612 23.027 24 18.062 24 12.073z" />
    </svg>
  );
}

function canUseWebShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/**
 * docs/product/blog.md#article — social share. The system share sheet where the browser has one (most
 * phones); otherwise WhatsApp, X and Facebook links. 'Copiar enlace' either way.
 */
export function ShareButtons({ url, title, text }: { url: string; title: string; text: string }) {
  const { t } = useLingui();
  const toast = useToast();
  // A share sheet that fails for a reason other than the reader closing it falls back to the links.
  const [native, setNative] = useState(canUseWebShare);
  const links = shareLinks(url, title);

  const share = async () => {
    try {
      await navigator.share({ title, text, url });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setNative(false);
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t`Enlace copiado.`);
    } catch {
      toast.error(t`No se pudo copiar el enlace.`);
    }
  };

  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <section aria-labelledby="share-title" className="grid gap-3">
      <h2 id="share-title" className="font-semibold">
        <Trans>Compartir</Trans>
      </h2>
      <ul className="flex flex-wrap gap-2">
        {native ? (
          <li>
            <Button variant="outline" onClick={() => void share()}>
              <Share2Icon aria-hidden />
              <Trans>Compartir artículo</Trans>
            </Button>
          </li>
        ) : (
          <>
            <li>
              <Button asChild variant="outline">
                <a href={links.whatsapp} {...external}>
                  <MessageCircleIcon aria-hidden />
                  WhatsApp
                  <span className="sr-only"> ({t`se abre en otra pestaña`})</span>
                </a>
              </Button>
            </li>
            <li>
              <Button asChild variant="outline">
                <a href={links.x} {...external}>
                  <XGlyph />X<span className="sr-only"> ({t`se abre en otra pestaña`})</span>
                </a>
              </Button>
            </li>
            <li>
              <Button asChild variant="outline">
                <a href={links.facebook} {...external}>
                  <FacebookGlyph />
                  Facebook
                  <span className="sr-only"> ({t`se abre en otra pestaña`})</span>
                </a>
              </Button>
            </li>
          </>
        )}
        <li>
          <Button variant="outline" onClick={() => void copy()}>
            <CopyIcon aria-hidden />
            <Trans>Copiar enlace</Trans>
          </Button>
        </li>
      </ul>
    </section>
  );
}
