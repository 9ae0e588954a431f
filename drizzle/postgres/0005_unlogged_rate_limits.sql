-- Throttle counters need no durability: each request's count was a write waiting for the WAL's flush to disk
-- (about as long as the rest of a chat message's work). Unlogged, they skip the WAL; a crash of PostgreSQL itself
-- empties them, which only forgives the throttles of that moment (docs/decisions/017).
ALTER TABLE "rate_limits" SET UNLOGGED;
