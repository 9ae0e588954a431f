// The select trigger's look, apart from select.tsx so that components/deferred-select.tsx draws the same trigger
// without Radix's Select. It never grows past its column (min-w-0): a long chosen label is cut with an ellipsis.
export const SELECT_TRIGGER_CLASS =
  'flex h-11 w-full min-w-0 items-center justify-between gap-2 whitespace-nowrap rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none transition-[color,box-shadow] focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive data-[placeholder]:text-muted-foreground md:text-sm *:data-[slot=select-value]:min-w-0 *:data-[slot=select-value]:truncate';
