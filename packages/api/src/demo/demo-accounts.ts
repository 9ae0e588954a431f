// DEMO DATA — only for demo mode (DEMO=1). Never used by a real deployment.
import type { DemoAccountKind, Role, UserGender } from '@cancha/shared';

export interface DemoAccount {
  email: string;
  password: string;
  /** What the account shows on the sign-in screen; the screen words it in the visitor's language. */
  kind: DemoAccountKind;
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
    kind: 'CREATOR',
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
    kind: 'PLAYER',
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
    kind: 'OWNER',
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
      // The squads of the demo league's other teams.
      ['martina', 'Martina', 'Acosta', 'FEMALE', '1996-05-02', 'Córdoba, Argentina'],
      ['lucas', 'Lucas', 'Benítez', 'MALE', '1994-08-19', 'Córdoba, Argentina'],
      ['sofia', 'Sofía', 'Castro', 'FEMALE', '2001-01-27', 'Córdoba, Argentina'],
      ['tomas', 'Tomás', 'Díaz', 'MALE', '1999-12-03', 'Córdoba, Argentina'],
      ['agustina', 'Agustina', 'Flores', 'FEMALE', '1997-10-11', 'Córdoba, Argentina'],
      ['facundo', 'Facundo', 'Gómez', 'MALE', '1992-04-07', 'Córdoba, Argentina'],
      ['julieta', 'Julieta', 'Herrera', 'FEMALE', '1998-09-21', 'Córdoba, Argentina'],
      ['matias', 'Matías', 'Ibáñez', 'MALE', '1995-06-30', 'Córdoba, Argentina'],
      ['rocio', 'Rocío', 'Juárez', 'FEMALE', '2000-03-16', 'Córdoba, Argentina'],
      ['bruno', 'Bruno', 'Ledesma', 'MALE', '1993-02-25', 'Córdoba, Argentina'],
      ['paula', 'Paula', 'Medina', 'FEMALE', '1996-11-09', 'Córdoba, Argentina'],
      ['gonzalo', 'Gonzalo', 'Navarro', 'MALE', '1991-07-14', 'Córdoba, Argentina'],
      ['milagros', 'Milagros', 'Ortiz', 'FEMALE', '1999-04-28', 'Córdoba, Argentina'],
      ['franco', 'Franco', 'Páez', 'MALE', '1997-01-05', 'Córdoba, Argentina'],
      ['carolina', 'Carolina', 'Quiroga', 'FEMALE', '1994-12-12', 'Córdoba, Argentina'],
    ] as const
  ).map(([user, fullname, lastname, userGender, birthdate, location]) =>
    account({
      email: `${user}@cancha.demo`,
      kind: 'PLAYER',
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
