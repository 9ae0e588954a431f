import { z } from 'zod';
import { LOCALES, ROLES, TEAM_ROLES, USER_GENDERS } from './users';

export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

export const UserGender = z.enum(USER_GENDERS);
export type UserGender = z.infer<typeof UserGender>;

export const Locale = z.enum(LOCALES);
export type Locale = z.infer<typeof Locale>;

export const TeamRole = z.enum(TEAM_ROLES);
export type TeamRole = z.infer<typeof TeamRole>;
