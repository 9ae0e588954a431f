// DEMO DATA — only for demo mode (DEMO=1). Never used by a real deployment.
import type { Role, UserGender } from '@cancha/shared';

export interface DemoAccount {
  email: string;
  password: string;
  label: string;
  role: Role;
  fullname: string;
  lastname: string;
  username: string;
  userGender: UserGender;
  birthdate: string;
  location: string;
  /** Listed on the sign-in screen in demo mode. */
  listed: boolean;
}

export const DEMO_PASSWORD = 'cancha123';
export const DEMO_OWNER_EMAIL = 'duena@cancha.demo';

const account = (a: Omit<DemoAccount, 'password'>): DemoAccount => ({ ...a, password: DEMO_PASSWORD });

export const DEMO_ALL_ACCOUNTS: DemoAccount[] = [
  account({
    email: 'organizador@cancha.demo',
    label: 'Creador de torneos',
    role: 'ADMIN',
    fullname: 'Lucía',
    lastname: 'Fernández',
    username: 'lucia.organiza',
    userGender: 'FEMALE',
    birthdate: '1988-04-12',
    location: 'Rosario, Santa Fe, Argentina',
    listed: true,
  }),
  account({
    email: 'jugador@cancha.demo',
    label: 'Jugador',
    role: 'PARTICIPANT',
    fullname: 'Mateo',
    lastname: 'González',
    username: 'mateo10',
    userGender: 'MALE',
    birthdate: '1997-09-03',
    location: 'Córdoba, Argentina',
    listed: true,
  }),
  account({
    email: DEMO_OWNER_EMAIL,
    label: 'Dueña del sitio',
    role: 'PARTICIPANT',
    fullname: 'Carla',
    lastname: 'Méndez',
    username: 'carla.admin',
    userGender: 'FEMALE',
    birthdate: '1990-01-20',
    location: 'Buenos Aires, Argentina',
    listed: true,
  }),
  ...(
    [
      ['valentina', 'Valentina', 'Ruiz', 'FEMALE', '1999-06-15', 'Montevideo, Uruguay'],
      ['santiago', 'Santiago', 'López', 'MALE', '1995-11-30', 'Córdoba, Argentina'],
      ['camila', 'Camila', 'Torres', 'FEMALE', '2000-02-08', 'Córdoba, Argentina'],
      ['nicolas', 'Nicolás', 'Pereyra', 'MALE', '1993-07-22', 'Villa Carlos Paz, Córdoba, Argentina'],
      ['joaquin', 'Joaquín', 'Silva', 'MALE', '1998-03-14', 'Rosario, Santa Fe, Argentina'],
    ] as const
  ).map(([user, fullname, lastname, userGender, birthdate, location]) =>
    account({
      email: `${user}@cancha.demo`,
      label: 'Jugador',
      role: 'PARTICIPANT',
      fullname,
      lastname,
      username: user,
      userGender,
      birthdate,
      location,
      listed: false,
    }),
  ),
];

export const DEMO_ACCOUNTS = DEMO_ALL_ACCOUNTS.filter((a) => a.listed);
