import { NewspaperIcon } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/utils';

// Its own module: the post editor shows the image without the rest of the post card (labels, dates).

/**
 * A post's image, or a pitch-striped panel with an icon when it has none (or it fails to load). Decorative: the
 * title next to it says what the post is.
 */
export function PostImage({
  src,
  className,
  eager = false,
}: {
  src: string | null;
  className?: string;
  eager?: boolean;
}) {
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  if (src && brokenSrc !== src) {
    return (
      <img
        src={src}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        onError={() => setBrokenSrc(src)}
        className={cn('size-full bg-muted object-cover', className)}
      />
    );
  }
  return (
    <div
      aria-hidden
      className={cn(
        'relative flex size-full items-center justify-center overflow-hidden bg-primary text-primary-foreground',
        className,
      )}
    >
      <div className="absolute inset-0 opacity-40 [background:repeating-linear-gradient(90deg,transparent_0_40px,var(--pitch-stripe)_40px_80px)]" />
      <div className="absolute top-1/2 left-1/2 size-24 -translate-1/2 rounded-full border-2 border-white/25" />
      <NewspaperIcon className="relative size-10 opacity-90" />
    </div>
  );
}
