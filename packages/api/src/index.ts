// Loaded before listening, so no request waits for the offline place data.
export { configureGeoData, preloadGeoData } from '@cancha/geo';
export { EVENT_HANDLERS, liveOutbox, settleEffects } from './after-commit';
export { removeUnusedUnconfirmedAccounts } from './auth/account-cleanup';
export { startSession } from './auth/auth.service';
export { type CookieJar, type CookieOptions, headerCookieJar, serializeCookie } from './auth/cookies';
export {
  GOOGLE_DEFAULT_ENDPOINTS,
  googleAuthorizationUrl,
  googleProfileFromCode,
  signInWithGoogle,
} from './auth/google';
export { createRateLimits, LIMITS, type RateLimits } from './auth/rate-limit';
export { createSession, removeExpiredSessions } from './auth/session';
export { drawDueFixtures } from './competition/draw.service';
export { followTournamentChanges } from './competition/kept-answers';
export type { ApiConfig, GoogleConfig } from './config';
export { type AppServices, type Context, createContextInner } from './context';
export { DEMO_OWNER_EMAIL } from './demo/demo-accounts';
export { seedDemo } from './demo/demo-seed';
export { appCodeOf, detailsOf, fieldErrorsOf, TRPC_CODE_OF, toTRPCError } from './errors';
export { type Translate, translate, translator } from './i18n/translate';
export { ledgerCsv } from './ledger/ledger-csv';
export { type MercadoPagoApi, mercadoPagoSdk } from './ledger/mercado-pago';
export { renderReceipt } from './ledger/receipt-pdf';
export { createMailer, type Logger, type Mailer } from './mail/mailer';
export { renderMatchSheets } from './match-day/match-sheet';
export { sendRefereeDigests } from './match-day/referee-digest';
export { hashLegacyRefereeTokens } from './match-day/referees.service';
export { type PayPalConfig, payPalProvider } from './payments/paypal';
export type { PaymentProvider } from './payments/provider';
export { type SandboxProvider, sandboxProvider } from './payments/sandbox';
export { sendReminders as sendProdeReminders } from './prode/notices';
export { rebuildGame as rebuildProdeGame } from './prode/scoring.service';
export { parsePushOrigins } from './push/push-services';
export { createPushSender, type PushSender } from './push/sender';
export { vapidKeys } from './push/vapid';
export { OpenStreams } from './realtime/open-streams';
export { type NotificationListener, postgresPubSub } from './realtime/postgres-pubsub';
export { inProcessPubSub, type PubSub } from './realtime/pubsub';
export { type AppRouter, appRouter, createCaller } from './router';
export {
  SHARE_DRAWINGS_IN_LINE,
  SHARE_RETRY_AFTER_SECONDS,
  shareDrawer,
  shareImage,
} from './share/share-image';
export { SHARE_SIZES, type ShareSize } from './share/share-render';
export { isSiteOwner } from './trpc';
export { fileUploads, type StoredUpload, type UploadStore } from './uploads/store';
export { tableUploads, uploadStoreFor } from './uploads/store-table';
