import { escapeHtml } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  BoldIcon,
  Heading2Icon,
  Heading3Icon,
  ItalicIcon,
  LinkIcon,
  ListIcon,
  ListOrderedIcon,
  RemoveFormattingIcon,
  TextQuoteIcon,
  UnderlineIcon,
} from 'lucide-react';
import type * as React from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { lazyDialog } from '@/components/lazy-dialog';
import { cn } from '@/lib/utils';
import { normalizeEditorHtml } from './editor-html';
import type { LinkAction } from './link-dialog';
import { PROSE_CLASS } from './prose';

// Radix's dialog code comes when the editor's page has settled or the link button is first used.
const LinkDialog = lazyDialog(() => import('./link-dialog').then((m) => m.LinkDialog));

// A small rich-text editor for the owners' post form: a contentEditable area and a toolbar of the browser's own
// editing commands (document.execCommand). Deprecated on paper but supported by every engine, and it keeps the
// app free of an editor library; the server sanitises whatever HTML comes out (posts.service sanitizePostHtml).

type CommandKey = 'bold' | 'italic' | 'underline' | 'h2' | 'h3' | 'ul' | 'ol' | 'quote' | 'link' | 'clear';

type Active = Partial<Record<CommandKey, boolean>>;

/** Commands that switch a state on and off, shown with aria-pressed. */
const TOGGLES: readonly CommandKey[] = ['bold', 'italic', 'underline', 'h2', 'h3', 'ul', 'ol', 'quote'];

const GROUPS: readonly (readonly CommandKey[])[] = [
  ['bold', 'italic', 'underline'],
  ['h2', 'h3'],
  ['ul', 'ol', 'quote'],
  ['link', 'clear'],
];

const ICONS: Record<CommandKey, typeof BoldIcon> = {
  bold: BoldIcon,
  italic: ItalicIcon,
  underline: UnderlineIcon,
  h2: Heading2Icon,
  h3: Heading3Icon,
  ul: ListIcon,
  ol: ListOrderedIcon,
  quote: TextQuoteIcon,
  link: LinkIcon,
  clear: RemoveFormattingIcon,
};

function exec(command: string, value?: string): void {
  document.execCommand(command, false, value);
}

export function RichTextEditor({
  id,
  labelId,
  initialHtml,
  onChange,
  disabled = false,
  invalid = false,
  describedBy,
}: {
  id: string;
  /** The id of the visible label of the field. */
  labelId: string;
  /** Read once, when the editor mounts (remount it with a key to load another post). */
  initialHtml: string;
  onChange: (html: string) => void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
}) {
  const { t } = useLingui();
  const editor = useRef<HTMLDivElement>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const savedRange = useRef<Range | null>(null);
  const linkAction = useRef<LinkAction | null>(null);
  const [active, setActive] = useState<Active>({});
  const [empty, setEmpty] = useState(() => normalizeEditorHtml(initialHtml) === '');
  const [focusIndex, setFocusIndex] = useState(0);
  const [link, setLink] = useState<{ open: boolean; href: string; editing: boolean }>({
    open: false,
    href: '',
    editing: false,
  });

  const labels: Record<CommandKey, string> = {
    bold: t`Negrita`,
    italic: t`Cursiva`,
    underline: t`Subrayado`,
    h2: t`Título de sección (H2)`,
    h3: t`Subtítulo (H3)`,
    ul: t`Lista con viñetas`,
    ol: t`Lista numerada`,
    quote: t`Cita`,
    link: t`Enlace`,
    clear: t`Quitar formato`,
  };

  // The post's HTML goes in once; from then on the browser owns the content and reports it through emit().
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once on mount by design (see the prop's doc)
  useEffect(() => {
    // Sanitised by the server when the post was saved (or empty for a new post).
    if (editor.current) editor.current.innerHTML = initialHtml;
  }, []);

  const emit = useCallback(() => {
    const html = normalizeEditorHtml(editor.current?.innerHTML ?? '');
    setEmpty(html === '');
    onChange(html);
  }, [onChange]);

  /** The element at the caret, when the caret is inside the editor. */
  const caretElement = useCallback((): Element | null => {
    const selection = document.getSelection();
    const node = selection?.anchorNode;
    if (!node || !editor.current?.contains(node)) return null;
    return node instanceof Element ? node : node.parentElement;
  }, []);

  const refresh = useCallback(() => {
    const at = caretElement();
    if (!at) return;
    const inside = (selector: string) => {
      const found = at.closest(selector);
      return !!found && found !== editor.current && !!editor.current?.contains(found);
    };
    setActive({
      bold: document.queryCommandState('bold'),
      italic: document.queryCommandState('italic'),
      underline: document.queryCommandState('underline'),
      h2: inside('h2'),
      h3: inside('h3'),
      ul: inside('ul'),
      ol: inside('ol'),
      quote: inside('blockquote'),
      link: inside('a'),
    });
  }, [caretElement]);

  useEffect(() => {
    document.addEventListener('selectionchange', refresh);
    return () => document.removeEventListener('selectionchange', refresh);
  }, [refresh]);

  const prepare = () => {
    editor.current?.focus();
    // Paragraphs as <p> and formatting as tags, not inline styles, in every engine.
    exec('defaultParagraphSeparator', 'p');
    exec('styleWithCSS', 'false');
  };

  const toggleBlock = (tag: 'h2' | 'h3') => {
    exec('formatBlock', active[tag] ? '<p>' : `<${tag}>`);
  };

  const run = (key: CommandKey) => {
    if (disabled) return;
    if (key === 'link') {
      openLinkDialog();
      return;
    }
    prepare();
    switch (key) {
      case 'bold':
      case 'italic':
      case 'underline':
        exec(key);
        break;
      case 'h2':
      case 'h3':
        toggleBlock(key);
        break;
      case 'ul':
        exec('insertUnorderedList');
        break;
      case 'ol':
        exec('insertOrderedList');
        break;
      case 'quote':
        // A quote is removed by outdenting it; formatBlock would nest a paragraph inside it.
        if (active.quote) exec('outdent');
        else exec('formatBlock', '<blockquote>');
        break;
      case 'clear':
        exec('removeFormat');
        exec('unlink');
        if (active.h2 || active.h3) exec('formatBlock', '<p>');
        if (active.quote) exec('outdent');
        break;
    }
    emit();
    refresh();
  };

  const openLinkDialog = () => {
    const selection = document.getSelection();
    const root = editor.current;
    if (!root) return;
    if (selection?.rangeCount && root.contains(selection.anchorNode)) {
      savedRange.current = selection.getRangeAt(0).cloneRange();
    } else {
      // No caret in the editor yet: the link goes at the end.
      const range = document.createRange();
      range.selectNodeContents(root);
      range.collapse(false);
      savedRange.current = range;
    }
    const anchor = caretElement()?.closest('a');
    const editing = !!anchor && root.contains(anchor);
    linkAction.current = null;
    setLink({ open: true, href: editing ? (anchor?.getAttribute('href') ?? '') : '', editing });
  };

  /** Runs after the link dialog has closed and handed focus back, so the command acts on the editor. */
  const applyLink = () => {
    const root = editor.current;
    const range = savedRange.current;
    if (!root || !range) return;
    prepare();
    const selection = document.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    const action = linkAction.current;
    linkAction.current = null;
    if (!action) return;
    const start = range.startContainer;
    const anchor = (start instanceof Element ? start : start.parentElement)?.closest('a');
    if (range.collapsed && anchor && root.contains(anchor)) {
      // The caret is inside a link: act on the whole link.
      const whole = document.createRange();
      whole.selectNodeContents(anchor);
      selection?.removeAllRanges();
      selection?.addRange(whole);
    }
    if (action.kind === 'remove') exec('unlink');
    else if (selection && !selection.isCollapsed) exec('createLink', action.href);
    else exec('insertHTML', `<a href="${escapeHtml(action.href)}">${escapeHtml(action.href)}</a>`);
    emit();
    refresh();
  };

  const onToolbarKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const count = buttons.current.length;
    const moves: Record<string, number> = {
      ArrowRight: (focusIndex + 1) % count,
      ArrowLeft: (focusIndex - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };

  const onPaste = (event: React.ClipboardEvent<HTMLDivElement>) => {
    // Pasted text comes in plain: styles from other pages and editors stay out; format it with the toolbar.
    event.preventDefault();
    exec('insertText', event.clipboardData.getData('text/plain'));
  };

  let index = 0;
  return (
    <div
      className={cn(
        'overflow-hidden rounded-md border border-input bg-background shadow-xs focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/40',
        invalid && 'border-destructive',
        disabled && 'opacity-60',
      )}
    >
      <div
        role="toolbar"
        aria-label={t`Formato del texto`}
        aria-controls={id}
        onKeyDown={onToolbarKeyDown}
        className="flex flex-wrap items-center gap-0.5 border-b bg-muted/40 p-1"
      >
        {GROUPS.map((group, g) => (
          <div key={group.join()} className="flex items-center gap-0.5">
            {g > 0 ? <span aria-hidden className="mx-1 h-6 w-px bg-border" /> : null}
            {group.map((key) => {
              const i = index++;
              const Icon = ICONS[key];
              return (
                <button
                  key={key}
                  ref={(el) => {
                    buttons.current[i] = el;
                  }}
                  type="button"
                  tabIndex={i === focusIndex ? 0 : -1}
                  aria-label={labels[key]}
                  title={labels[key]}
                  aria-pressed={TOGGLES.includes(key) ? !!active[key] : undefined}
                  aria-haspopup={key === 'link' ? 'dialog' : undefined}
                  disabled={disabled}
                  // Keep the editor's selection: the command acts on it.
                  onMouseDown={(e) => e.preventDefault()}
                  onFocus={() => setFocusIndex(i)}
                  onClick={() => run(key)}
                  className="inline-flex size-11 cursor-pointer items-center justify-center rounded-md text-foreground/80 outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed aria-pressed:bg-primary/15 aria-pressed:text-primary sm:size-9"
                >
                  <Icon className="size-4" aria-hidden />
                </button>
              );
            })}
          </div>
        ))}
      </div>
      <div className="relative">
        {empty ? (
          <p aria-hidden className="pointer-events-none absolute top-3 left-3 text-muted-foreground">
            <Trans>Escribe el contenido del post…</Trans>
          </p>
        ) : null}
        {/* biome-ignore lint/a11y/useSemanticElements: a rich-text area has no native element; role textbox is the ARIA pattern */}
        <div
          ref={editor}
          id={id}
          role="textbox"
          tabIndex={0}
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-disabled={disabled || undefined}
          contentEditable={!disabled}
          onFocus={prepare}
          onInput={emit}
          onBlur={emit}
          onKeyUp={refresh}
          onMouseUp={refresh}
          onPaste={onPaste}
          className={cn(PROSE_CLASS, 'min-h-72 px-3 py-3 outline-none sm:text-base')}
        />
      </div>
      <LinkDialog
        open={link.open}
        initialHref={link.href}
        editing={link.editing}
        onSubmit={(action) => {
          linkAction.current = action;
          setLink((l) => ({ ...l, open: false }));
        }}
        onCancel={() => setLink((l) => ({ ...l, open: false }))}
        onClosed={applyLink}
      />
    </div>
  );
}
