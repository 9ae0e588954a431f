// What a push message carries to the service worker (apps/web/pwa/sw.ts), written in the recipient's language.
export interface PushPayload {
  title: string;
  body: string;
  /** The address the notification opens (the same as the bell's, see notification-target.ts). */
  url: string;
  /** Notices with the same tag replace each other on the lock screen (one per match, per chat). */
  tag: string;
}
