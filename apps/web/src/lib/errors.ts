import type { ErrorCode } from '@cancha/shared';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { classifyError } from './error-kind';

// The web app turns `appCode` into a Lingui message.
// One entry per ErrorCode: a new code without a message does not compile.
export const ERROR_MESSAGES: Record<ErrorCode, MessageDescriptor> = {
  UNAUTHENTICATED: msg`Debes iniciar sesión para continuar.`,
  FORBIDDEN: msg`No tienes permiso para realizar esta acción.`,
  NOT_FOUND: msg`No encontramos lo que buscas.`,
  VALIDATION: msg`Revisa los datos ingresados.`,
  INVALID_CREDENTIALS: msg`Email o contraseña incorrectos.`,
  TOO_MANY_ATTEMPTS: msg`Demasiados intentos. Inténtalo más tarde.`,
  EMAIL_TAKEN: msg`Ya existe una cuenta con ese email.`,
  USERNAME_TAKEN: msg`Ese nombre de usuario ya existe.`,
  TOKEN_INVALID: msg`El enlace no es válido. Solicita uno nuevo.`,
  TOKEN_EXPIRED: msg`El enlace expiró. Solicita uno nuevo.`,
  ROLE_ALREADY_SET: msg`Ya elegiste cómo usar Cancha.`,
  WRONG_PASSWORD: msg`La contraseña actual es incorrecta.`,
  PASSWORDS_DO_NOT_MATCH: msg`Las contraseñas no coinciden.`,
  PASSWORD_NOT_SET: msg`Tu cuenta todavía no tiene contraseña.`,
  FILE_INVALID: msg`Archivo no válido`,
  FILE_TOO_LARGE: msg`Tamaño de archivo excedido`,
  ADMIN_CANNOT_DELETE: msg`Un creador de torneos no puede eliminar su cuenta.`,
  OAUTH_FAILED: msg`No se pudo iniciar sesión con Google.`,
  OAUTH_EMAIL_UNVERIFIED: msg`Tu email de Google no está verificado.`,
  NOT_TEAM_CAPTAIN: msg`Solo el capitán del equipo puede hacer esto.`,
  NOT_TEAM_MEMBER: msg`Ese jugador no forma parte del equipo.`,
  CANNOT_REMOVE_CAPTAIN: msg`No se puede quitar al capitán del equipo.`,
  SHIRT_NUMBER_TAKEN: msg`Ese número de camiseta ya lo usa otro jugador del equipo.`,
  ALREADY_IN_TEAM: msg`Esa persona ya forma parte del equipo.`,
  INVITATION_PENDING: msg`Ya hay una invitación pendiente para ese email.`,
  INVITATION_ANSWERED: msg`Esa invitación ya fue respondida.`,
  TEAM_IN_ACTIVE_TOURNAMENT: msg`El equipo juega un torneo en curso: no se puede eliminar hasta que termine.`,
  LOCATION_UNKNOWN: msg`Indica tu ubicación para ver equipos cercanos.`,
  FORMATION_INVALID: msg`Error: formación no válida`,
  TOURNAMENT_HAS_TEAMS: msg`No se puede eliminar un torneo con equipos inscriptos.`,
  REGISTRATION_CLOSED: msg`Las inscripciones a este torneo están cerradas.`,
  TOURNAMENT_FULL: msg`El torneo ya completó sus equipos.`,
  REFEREES_FULL: msg`El torneo ya tiene el máximo de árbitros (60).`,
  TEAM_TOO_SMALL: msg`Debes tener al menos un equipo con 5 jugadores para poder inscribirte a este torneo.`,
  TEAM_GENDER_MISMATCH: msg`El género del equipo no corresponde al del torneo.`,
  ALREADY_REGISTERED: msg`Ese equipo ya está inscripto en este torneo.`,
  INVITATION_REQUIRED: msg`Este torneo es solo por invitación.`,
  REGISTRATION_ANSWERED: msg`Esa inscripción ya fue respondida.`,
  MATCH_FINISHED: msg`El partido ya finalizó y no se puede modificar.`,
  MATCH_LOCKED: msg`La ronda siguiente ya se armó con este resultado: no se puede reabrir el partido.`,
  TEAM_NOT_IN_MATCH: msg`Ese equipo no juega este partido.`,
  PENALTIES_REQUIRED: msg`El partido terminó empatado: carga los penales para definir quién avanza.`,
  NOT_ENOUGH_TEAMS: msg`Se necesitan al menos dos equipos aprobados para armar el fixture.`,
  ROUND_NOT_COMPLETE: msg`La ronda actual todavía no terminó: completa todos sus partidos.`,
  FINAL_CHOICE_REQUIRED: msg`Quedan tres equipos: elige triangular o final directa.`,
  FIXTURE_COMPLETE: msg`El fixture ya está completo.`,
  TEAM_IN_FIXTURE: msg`El equipo ya tiene partidos en el fixture: no se puede quitar.`,
  CHALLENGE_ANSWERED: msg`El desafío ya fue respondido.`,
  CHALLENGE_NOT_ACCEPTED: msg`El desafío todavía no fue aceptado.`,
  SAME_TEAM: msg`Un equipo no puede desafiarse a sí mismo.`,
  DATE_IN_PAST: msg`Elige una fecha de hoy en adelante.`,
  CHAT_DISABLED: msg`El chat esta desactivado`,
  PAYMENT_DECLINED: msg`No pudimos procesar el pago.`,
  PAYMENT_PROVIDER_UNAVAILABLE: msg`El proveedor de pagos no responde. Inténtalo más tarde.`,
  EMAIL_ALREADY_CONFIRMED: msg`Tu email ya está confirmado.`,
  TOO_MANY_STREAMS: msg`Tienes demasiadas pestañas de Cancha abiertas en vivo. Cierra alguna y vuelve a intentarlo.`,
  NO_GROUP_STAGE: msg`Este torneo no tiene fase de grupos.`,
  GROUP_DRAW_INVALID: msg`El sorteo de grupos no es válido: cada equipo aprobado debe estar en un solo grupo y los grupos deben tener tamaños parejos.`,
  GROUP_STAGE_STARTED: msg`La fase de grupos ya empezó: los grupos no se pueden volver a sortear.`,
  GROUP_STAGE_NOT_COMPLETE: msg`Todavía hay partidos de grupos sin terminar: las eliminatorias se arman cuando terminen todos.`,
  FORMAT_LOCKED: msg`El formato del torneo no se puede cambiar después del sorteo.`,
  FIRST_LEG_NOT_COMPLETE: msg`Primero hay que terminar el partido de ida.`,
  PLAYER_SUSPENDED: msg`El jugador está suspendido para este partido.`,
  NOT_ENOUGH_WALKOVERS: msg`El equipo todavía no tiene los W.O. necesarios para retirarlo.`,
  TEAM_WITHDRAWN: msg`El equipo ya fue retirado del torneo.`,
  SCHEDULE_CONFLICT: msg`El cambio choca con otro partido o con las reglas del torneo.`,
  NO_PITCHES: msg`El torneo todavía no tiene canchas: elige en qué canchas se juega.`,
  PREDICTIONS_CLOSED: msg`El partido ya empezó: los pronósticos se cerraron.`,
  PRODE_NOT_JOINED: msg`Únete al juego para pronosticar.`,
  PUSH_SERVICE_NOT_ALLOWED: msg`Este navegador usa un servicio de notificaciones que Cancha no admite.`,
  SERVER_BUSY: msg`El servidor está ocupado. Probá de nuevo en unos segundos.`,
  ORIGIN_MISMATCH: msg`Cancha está configurado para otra dirección: abrilo desde esa dirección, o pedile a quien lo administra que ponga esta en PUBLIC_URL.`,
};

// The messages of failures without an application code of their own
// (docs/product/api-and-errors.md#error-messages).
export const GENERIC_MESSAGES = {
  network: msg`No se pudo conectar con el servidor. Inténtalo más tarde.`,
  unknown: msg`Error desconocido`,
  server: msg`Error de servidor`,
  signIn: msg`Hubo un problema al iniciar sesión`,
  signUp: msg`No se pudo completar el registro. Inténtalo de nuevo.`,
} satisfies Record<string, MessageDescriptor>;

/**
 * How a failure without an application code is worded:
 * - 'default': 'Error de servidor'
 * - 'signIn': 'Hubo un problema al iniciar sesión' (docs/product/accounts.md#sign-in)
 * - 'signUp': a registration error (docs/product/accounts.md#sign-up)
 * - 'upload': 'Error HTTP: {status} - {statusText}' (docs/product/api-and-errors.md#error-messages)
 */
export type ErrorContext = 'default' | 'signIn' | 'signUp' | 'upload';

/** A localized sentence for any error thrown by a tRPC call (or anything else). */
export function errorMessage(i18n: I18n, error: unknown, context: ErrorContext = 'default'): string {
  const kind = classifyError(error);
  switch (kind.kind) {
    case 'app':
      return i18n._(ERROR_MESSAGES[kind.code]);
    case 'network':
      return i18n._(GENERIC_MESSAGES.network);
    case 'http': {
      if (context === 'signIn') return i18n._(GENERIC_MESSAGES.signIn);
      if (context === 'signUp') return i18n._(GENERIC_MESSAGES.signUp);
      if (context === 'upload') {
        // Labeled placeholders: the same message id whether the macro is compiled or run as-is (unit tests).
        return i18n._(msg`Error HTTP: ${{ status: kind.status }} - ${{ statusText: kind.statusText }}`);
      }
      return i18n._(GENERIC_MESSAGES.server);
    }
    case 'invalid-response':
      if (context === 'signIn') return i18n._(GENERIC_MESSAGES.signIn);
      if (context === 'signUp') return i18n._(GENERIC_MESSAGES.signUp);
      return i18n._(GENERIC_MESSAGES.server);
    case 'unknown':
      // docs/product/api-and-errors.md#error-messages — an upload without a usable answer says 'Error de
      // servidor'; otherwise the error's own text, or 'Error desconocido'.
      if (context === 'upload') return i18n._(GENERIC_MESSAGES.server);
      return kind.message ?? i18n._(GENERIC_MESSAGES.unknown);
  }
}
