import { authRouter } from './auth/auth.router';
import { createCallerFactory, router } from './trpc';
import { userRouter } from './users/users.router';

export const appRouter = router({
  auth: authRouter,
  user: userRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
