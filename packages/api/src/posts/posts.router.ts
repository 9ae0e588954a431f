import { Id, PostFields, PostId, PostSlug, PostsQuery } from '@cancha/shared';
import { z } from 'zod';
import type { Context } from '../context';
import { isSiteOwner, ownerProcedure, publicProcedure, router } from '../trpc';
import { uploadThrottle } from '../uploads/images';
import { createPost, deletePost, listPosts, postBySlug, updatePost } from './posts.service';

/**
 * docs/product/blog.md#calls — POST posts / update posts/{id}: multipart title, type, content, optional image
 * and the rest.
 */
function postForm<T extends z.ZodRawShape>(extra: T) {
  return z
    .instanceof(FormData)
    .transform((form) => {
      const out: Record<string, unknown> = {};
      for (const key of ['postId', 'title', 'type', 'content', 'excerpt', 'video', 'status'] as const) {
        const value = form.get(key);
        if (typeof value === 'string' && value !== '') out[key] = value;
      }
      const tags = form.get('tags');
      if (typeof tags === 'string' && tags.trim() !== '') {
        out.tags = tags
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean);
      }
      const image = form.get('image');
      if (image instanceof Blob && image.size > 0) out.image = image;
      return out;
    })
    .pipe(PostFields.extend({ image: z.instanceof(Blob).optional(), ...extra }));
}

const ownerOf = (ctx: Context) => !!ctx.user && isSiteOwner(ctx.config, ctx.user);

export const postsRouter = router({
  list: publicProcedure
    .input(PostsQuery)
    .query(async ({ ctx, input }) => listPosts(ctx.db, input, input.includeDrafts && ownerOf(ctx))),
  bySlug: publicProcedure
    .input(PostSlug)
    .query(async ({ ctx, input }) => postBySlug(ctx.db, input.slug, ownerOf(ctx))),
  create: ownerProcedure
    .input(postForm({}))
    .mutation(async ({ ctx, input }) =>
      createPost(ctx.db, ctx.uploads, ctx.user, input, uploadThrottle(ctx.rateLimits, ctx.user.id)),
    ),
  update: ownerProcedure
    .input(postForm({ postId: Id }))
    .mutation(async ({ ctx, input }) =>
      updatePost(ctx.db, ctx.uploads, input, uploadThrottle(ctx.rateLimits, ctx.user.id)),
    ),
  delete: ownerProcedure.input(PostId).mutation(async ({ ctx, input }) => {
    await deletePost(ctx.db, ctx.uploads, input.postId);
    return { ok: true as const };
  }),
});
