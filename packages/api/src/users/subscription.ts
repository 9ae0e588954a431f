/** The ad-free subscription is the server's record: active while the paid month has not ended. */
export function isSubscribed(user: { subscribedUntil: Date | null }, now = new Date()): boolean {
  return user.subscribedUntil !== null && user.subscribedUntil.getTime() > now.getTime();
}
