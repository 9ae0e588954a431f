/** A count badge's text (chat, notifications): the number, or '99+'. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}
