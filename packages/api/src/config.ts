export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
}

/** What the API layer needs to know about its deployment; the server builds it from the environment. */
export interface ApiConfig {
  publicUrl: string;
  /** Cookies get the Secure flag when the public address is https. */
  secureCookies: boolean;
  uploadsDir: string;
  ownerEmails: readonly string[];
  google: GoogleConfig | null;
  /** Where the web app fetches map tiles from; null shows no maps. */
  map: { tileUrl: string; attribution: string } | null;
  demo: boolean;
  /** The zone of wall-clock kick-offs when a tournament names none (TIME_ZONE). */
  timeZone: string;
  /** Push endpoints' origins allowed besides the browsers' own push services (PUSH_ALLOWED_ORIGINS). */
  pushAllowedOrigins: readonly string[];
  /** Seals organisers' payment secrets at rest (PAYMENTS_KEY, or the key file beside the database): 32 bytes. */
  paymentsKey: Uint8Array;
}
