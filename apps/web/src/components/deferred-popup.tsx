import type * as React from 'react';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { type LazyPart, useLazyPart, whenPageSettled } from '@/lib/lazy-part';
import { cn } from '@/lib/utils';

/** What the trigger looks like: its name, id, test id, classes and content, the same before and after the swap. */
export type PopupTriggerProps = Omit<React.ComponentProps<'button'>, 'ref' | 'type'> & {
  'data-testid'?: string;
  'data-slot'?: string;
  'data-placeholder'?: string;
};

/** What a deferred popup (the downloaded part) receives, besides its own props. */
export interface DeferredPopupProps {
  /** Its trigger: to be spread on the Radix trigger. */
  trigger: PopupTriggerProps;
  /** Mount open: the user asked for it before its code had arrived. */
  defaultOpen: boolean;
  /** For the Radix trigger's `ref`: takes over the focus when the stand-in had it. */
  triggerRef: React.RefCallback<HTMLButtonElement>;
}

/**
 * The Radix component behind the trigger, and how its trigger opens it (the stand-in answers the same gestures):
 * - 'menu', a DropdownMenu: pointerdown, Enter, Space or ArrowDown;
 * - 'dialog', a Popover: a click (Enter and Space click a button);
 * - 'listbox', a Select: pointerdown with a mouse, a click with a finger or pen, Enter, Space, ArrowUp or ArrowDown.
 */
export type PopupKind = 'menu' | 'dialog' | 'listbox';

const OPEN_KEYS: Record<PopupKind, string[]> = {
  menu: ['Enter', ' ', 'ArrowDown'],
  dialog: [],
  listbox: ['Enter', ' ', 'ArrowUp', 'ArrowDown'],
};

const STAND_IN_ROLE: Record<PopupKind, React.ComponentProps<'button'>> = {
  menu: { 'aria-haspopup': 'menu' },
  dialog: { 'aria-haspopup': 'dialog' },
  listbox: { role: 'combobox', 'aria-autocomplete': 'none' },
};

/**
 * A menu, popover or select whose trigger shows at first paint but whose code (Radix, its positioning, the content)
 * stays out of the first load (lib/lazy-part.ts). Until the code is here (it is fetched once the page is idle, or
 * earlier when the stand-in is hovered, focused or pressed) a stand-in button takes the trigger's place, with the
 * same look, name and closed state. Asking it to open with the gesture the real trigger answers (PopupKind) opens
 * the real one as soon as it mounts, and the focus moves over with it. The swap waits for a press to end, so one
 * press is never split between two buttons.
 */
export function DeferredPopup<P extends object = Record<never, never>>({
  part,
  kind,
  trigger,
  standIn: look,
  props,
}: {
  part: LazyPart<React.ComponentType<P & DeferredPopupProps>>;
  kind: PopupKind;
  trigger: PopupTriggerProps;
  /** Added to `trigger` on the stand-in only: what the real trigger draws by itself (a select's value and icon). */
  standIn?: PopupTriggerProps;
  /** The part's own props (none for most menus). */
  props?: P;
}) {
  const lazy = useLazyPart(part);
  const [Popup, setPopup] = useState(() => lazy.current);
  const [asked, setAsked] = useState(false);
  const askedRef = useRef(false);
  const standIn = useRef<HTMLButtonElement>(null);
  const pointerType = useRef('');
  const pressing = useRef(false);
  const focusHandOff = useRef(false);
  const endPress = useRef<AbortController | null>(null);
  useEffect(() => () => endPress.current?.abort(), []);
  useEffect(() => whenPageSettled(lazy.preload), [lazy.preload]);

  // Swaps in the real popup, unless a press on the stand-in is under way (then when it ends).
  const loaded = lazy.current;
  const swap = useCallback(() => {
    if (!loaded || pressing.current) return;
    focusHandOff.current = standIn.current !== null && document.activeElement === standIn.current;
    // Not urgent unless asked for: the swaps of a page's popups, all at once, would be one long task.
    if (askedRef.current) setPopup(() => loaded);
    else startTransition(() => setPopup(() => loaded));
  }, [loaded]);
  useEffect(swap, [swap]);

  const triggerRef = useCallback((element: HTMLButtonElement | null) => {
    if (element && focusHandOff.current) {
      focusHandOff.current = false;
      element.focus();
    }
  }, []);

  if (Popup) {
    const own = (props ?? {}) as P;
    return <Popup {...own} trigger={trigger} defaultOpen={asked} triggerRef={triggerRef} />;
  }

  const ask = () => {
    // Once per wait: a press asks on pointerdown, then its click would ask again.
    if (askedRef.current) return;
    askedRef.current = true;
    setAsked(true);
    void lazy.load().then((ok) => {
      if (ok) return;
      askedRef.current = false;
      setAsked(false);
    });
  };
  const onPointerDown = (event: React.PointerEvent<HTMLButtonElement>) => {
    trigger.onPointerDown?.(event);
    pointerType.current = event.pointerType;
    pressing.current = true;
    endPress.current?.abort();
    const controller = new AbortController();
    endPress.current = controller;
    const done = () => {
      controller.abort();
      // After the click that follows the release, which still lands on the stand-in.
      window.setTimeout(() => {
        pressing.current = false;
        swap();
      }, 0);
    };
    window.addEventListener('pointerup', done, { capture: true, signal: controller.signal });
    window.addEventListener('pointercancel', done, { capture: true, signal: controller.signal });
    const primary = event.button === 0 && !event.ctrlKey;
    if (primary && (kind === 'menu' || (kind === 'listbox' && event.pointerType === 'mouse'))) ask();
    else lazy.preload();
  };
  const onKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>) => {
    trigger.onKeyDown?.(event);
    if (OPEN_KEYS[kind].includes(event.key)) {
      // As the Radix trigger does: the key opens, and no click follows.
      event.preventDefault();
      ask();
    }
  };
  const onClick = (event: React.MouseEvent<HTMLButtonElement>) => {
    trigger.onClick?.(event);
    // A mouse opened a select on pointerdown already; any other click asks (a screen reader's has no pointerdown).
    if (kind !== 'listbox' || pointerType.current !== 'mouse') ask();
  };
  const shown = { ...trigger, ...look };
  return (
    <button
      {...shown}
      {...STAND_IN_ROLE[kind]}
      ref={standIn}
      type="button"
      aria-expanded={false}
      aria-busy={asked || undefined}
      data-state="closed"
      className={cn(shown.className, asked && 'cursor-progress')}
      onPointerEnter={(event) => {
        trigger.onPointerEnter?.(event);
        lazy.preload();
      }}
      onFocus={(event) => {
        trigger.onFocus?.(event);
        lazy.preload();
      }}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
      onClick={onClick}
    />
  );
}
