import type { LucideIcon } from 'lucide-react';
import { XIcon } from 'lucide-react';
import type * as React from 'react';
import { Button } from '@/components/ui/button';
import type { ImagePickerState } from '@/components/use-image-picker';
import { IMAGE_ACCEPT } from '@/lib/image-file';
import { cn } from '@/lib/utils';

/**
 * Choosing one image to upload (an avatar, a shield, a cover, a blog image), with `useImagePicker`'s state: the
 * label, the preview (beside the button, or above it with `previewAbove`), a button that opens the hidden file
 * input and is highlighted once a file is chosen (it fills the row; with `fill={false}` it keeps its own width),
 * an optional hint, the refusal as an alert, and — given `clearLabel` — a button that forgets the chosen file.
 * The input is `id`, named by the label (or by `inputLabel` when the screen shows none).
 */
export function ImagePicker({
  id,
  image,
  label,
  inputLabel,
  name,
  preview,
  previewAbove = false,
  fill = true,
  icon: Icon,
  buttonLabel,
  hint,
  clearLabel,
  className,
}: {
  id: string;
  image: ImagePickerState;
  label?: React.ReactNode;
  /** The input's name when no `label` is shown. */
  inputLabel?: string;
  /** The input's `name` attribute. */
  name?: string;
  preview: React.ReactNode;
  previewAbove?: boolean;
  fill?: boolean;
  icon: LucideIcon;
  buttonLabel: React.ReactNode;
  hint?: React.ReactNode;
  clearLabel?: string;
  className?: string;
}) {
  const ids = { label: `${id}-label`, hint: `${id}-hint`, error: `${id}-error` };
  const describedBy =
    [hint ? ids.hint : null, image.error ? ids.error : null].filter(Boolean).join(' ') || undefined;

  const controls = (
    <>
      <input
        ref={image.inputRef}
        id={id}
        name={name}
        type="file"
        accept={IMAGE_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-labelledby={label ? ids.label : undefined}
        aria-label={label ? undefined : inputLabel}
        onChange={(e) => image.choose(e.target.files?.[0])}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          className={cn('min-w-0 flex-1', image.file && 'border-primary')}
          onClick={() => image.inputRef.current?.click()}
          aria-describedby={describedBy}
        >
          <Icon aria-hidden />
          {buttonLabel}
        </Button>
        {clearLabel && image.file ? (
          <Button variant="ghost" size="icon" aria-label={clearLabel} onClick={image.clear}>
            <XIcon aria-hidden />
          </Button>
        ) : null}
      </div>
      {hint ? (
        <p id={ids.hint} className="text-muted-foreground text-xs">
          {hint}
        </p>
      ) : null}
      {image.error ? (
        <p id={ids.error} role="alert" className="font-medium text-destructive text-sm">
          {image.error}
        </p>
      ) : null}
    </>
  );

  return (
    <div className={cn('grid gap-2', className)}>
      {label ? (
        <span id={ids.label} className="font-medium text-sm leading-none">
          {label}
        </span>
      ) : null}
      {previewAbove ? (
        <>
          {preview}
          {controls}
        </>
      ) : (
        <div className={cn('flex items-center', fill ? 'gap-3' : 'flex-wrap gap-4')}>
          {preview}
          <div className={cn('grid gap-2', fill && 'min-w-0 flex-1')}>{controls}</div>
        </div>
      )}
    </div>
  );
}
