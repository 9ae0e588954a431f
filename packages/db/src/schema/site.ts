import { POST_STATUSES, POST_TYPES } from '@cancha/shared';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './users';

const now = () => new Date();
const id = () =>
  text()
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());

/** A blog post. `content` is stored already sanitised against the allow-list. */
export const posts = sqliteTable(
  'posts',
  {
    id: id(),
    title: text().notNull(),
    // The title as searches compare it: lower case, accents dropped ('Guía' is found by 'guia').
    searchTitle: text().notNull().default(''),
    slug: text().notNull(),
    excerpt: text().notNull(),
    content: text().notNull(),
    image: text(),
    video: text(),
    type: text({ enum: POST_TYPES }).notNull(),
    readingTime: integer().notNull(),
    status: text({ enum: POST_STATUSES }).notNull().default('PUBLISHED'),
    tags: text({ mode: 'json' }).$type<string[]>().notNull(),
    authorId: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: integer({ mode: 'timestamp_ms' }).notNull().$defaultFn(now),
    updatedAt: integer({ mode: 'timestamp_ms' }).notNull().$defaultFn(now).$onUpdateFn(now),
  },
  (t) => [uniqueIndex('posts_slug_uq').on(t.slug), index('posts_listing_idx').on(t.status, t.createdAt)],
);

/** Addresses a post had before it was renamed: old links still lead to it. */
export const postSlugs = sqliteTable(
  'post_slugs',
  {
    slug: text().primaryKey(),
    postId: text()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    createdAt: integer({ mode: 'timestamp_ms' }).notNull().$defaultFn(now),
  },
  (t) => [index('post_slugs_post_idx').on(t.postId)],
);

/** What visitors wrote through the contact form; kept even when the e-mail to the owners is delayed. */
export const contactMessages = sqliteTable('contact_messages', {
  id: id(),
  name: text().notNull(),
  email: text().notNull(),
  description: text().notNull(),
  createdAt: integer({ mode: 'timestamp_ms' }).notNull().$defaultFn(now),
});

/** Every subscription payment: created when the order is, completed when the provider captures it. */
export const payments = sqliteTable(
  'payments',
  {
    id: id(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    orderId: text().notNull(),
    // Cents, so 1.99 stays exact.
    amountCents: integer().notNull(),
    currency: text().notNull(),
    status: text({ enum: ['CREATED', 'COMPLETED', 'DECLINED'] })
      .notNull()
      .default('CREATED'),
    captureId: text(),
    capturedAt: integer({ mode: 'timestamp_ms' }),
    periodEnd: integer({ mode: 'timestamp_ms' }),
    createdAt: integer({ mode: 'timestamp_ms' }).notNull().$defaultFn(now),
  },
  (t) => [
    uniqueIndex('payments_order_uq').on(t.provider, t.orderId),
    index('payments_user_idx').on(t.userId),
  ],
);
