import type { AppServices } from '@cancha/api';

export type AppEnv = {
  Variables: {
    services: AppServices;
    ip: string;
  };
};
