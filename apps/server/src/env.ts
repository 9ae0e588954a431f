import type { AppServices } from '@cancha/api';

export type AppEnv = {
  Variables: {
    services: AppServices;
    ip: string;
    /** The request's language under /api (rest/texts.ts); unset elsewhere. */
    language?: string;
  };
};
