// Modules written by the build's own plugins (vite.config.ts).
declare module 'virtual:class-merge' {
  /** tailwind-merge's merge: later classes win over earlier ones they conflict with (class-merge.ts). */
  export function merge(classList: string): string;
}
