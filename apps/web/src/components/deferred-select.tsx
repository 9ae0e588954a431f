import { ChevronDownIcon } from 'lucide-react';
import type * as React from 'react';
import type { LazyPart } from '@/lib/lazy-part';
import { cn } from '@/lib/utils';
import { DeferredPopup, type DeferredPopupProps, type PopupTriggerProps } from './deferred-popup';
import { SELECT_TRIGGER_CLASS } from './ui/select-trigger';

/**
 * A select (components/ui/select.tsx) whose Radix code is downloaded when the page is idle or when it is first used
 * (components/deferred-popup.tsx). Until then the stand-in is drawn as the empty select: the placeholder and the
 * chevron, or `valueLabel` for one that starts with a value. Until the real select is here nothing can change the value,
 * so the stand-in's label is always the current one.
 *
 * The downloaded part renders `<Select defaultOpen={defaultOpen}><SelectTrigger ref={triggerRef} {...trigger}>`.
 */
export function DeferredSelect<P extends object>({
  part,
  trigger,
  placeholder,
  valueLabel,
  className,
  props,
}: {
  part: LazyPart<React.ComponentType<P & DeferredPopupProps>>;
  /** The trigger's id, name and state, given to the real SelectTrigger too. */
  trigger: PopupTriggerProps;
  placeholder: React.ReactNode;
  /** The label of the value the select starts with; the placeholder shows when there is none. */
  valueLabel?: React.ReactNode;
  /** The real SelectTrigger's className, if any. */
  className?: string;
  props: P;
}) {
  return (
    <DeferredPopup<P>
      part={part}
      kind="listbox"
      trigger={trigger}
      standIn={{
        'data-slot': 'select-trigger',
        ...(valueLabel ? {} : { 'data-placeholder': '' }),
        className: cn(SELECT_TRIGGER_CLASS, className),
        children: (
          <>
            <span data-slot="select-value" style={{ pointerEvents: 'none' }}>
              {valueLabel ?? placeholder}
            </span>
            <ChevronDownIcon className="size-4 opacity-60" aria-hidden />
          </>
        ),
      }}
      props={props}
    />
  );
}
