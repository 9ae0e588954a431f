import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { call, caller, objectBody } from './caller';
import { DONE } from './done';
import { errorMessageOf, say } from './texts';

async function updateProfile(c: Parameters<typeof caller>[0]) {
  const form = await c.req.formData().catch(() => null);
  if (!form) return c.json({ errorMessage: errorMessageOf(c, 'VALIDATION'), code: 'VALIDATION' }, 400);
  const { user } = await caller(c).user.updateProfile(form);
  return c.json({ user, successMessage: say(c, DONE.profileUpdated) });
}

async function updatePassword(c: Parameters<typeof caller>[0]) {
  await call(caller(c).user.updatePassword, await objectBody(c));
  return c.json({ success: true, successMessage: say(c, DONE.passwordUpdated) });
}

const isMultipart = (type: string | undefined) =>
  type?.toLowerCase().startsWith('multipart/form-data') ?? false;

export const usersRest = new Hono<AppEnv>()
  .get('/me', async (c) => {
    const { user } = await caller(c).user.me();
    // docs/product/site-and-navigation.md#areas-and-guards — "no user" sends the app to /login; the status
    // says so too.
    if (user) return c.json({ user });
    return c.json(
      { user: null, errorMessage: errorMessageOf(c, 'UNAUTHENTICATED'), code: 'UNAUTHENTICATED' },
      401,
    );
  })
  .get('/', async (c) => c.json(await caller(c).user.list()))
  // docs/product/accounts.md#calls — PUT user {role} sets the role; the profile update (PUT or PATCH) is
  // multipart.
  .put('/', async (c) => {
    if (isMultipart(c.req.header('content-type'))) return await updateProfile(c);
    const { user } = await call(caller(c).user.setRole, await objectBody(c));
    return c.json({ user, successMessage: say(c, DONE.roleSet) });
  })
  .patch('/', updateProfile)
  .put('/update-password', updatePassword)
  .patch('/update-password', updatePassword)
  .post('/update-password', updatePassword)
  .delete('/:id', async (c) => {
    await caller(c).user.deleteAccount({ id: c.req.param('id') });
    return c.json({ success: true, successMessage: say(c, DONE.accountDeleted) });
  });
