import type { ErrorCode } from '../errors';
import type { TextDescriptor } from './text';

// docs/product/api-and-errors.md#error-messages — each application code's sentence, for the web's screens and the
// REST `errorMessage`. One entry per ErrorCode: a new code without a sentence does not compile.
export const ERROR_MESSAGES: Record<ErrorCode, TextDescriptor> = {
  UNAUTHENTICATED: /*i18n*/ { id: 'error.UNAUTHENTICATED', message: 'Debes iniciar sesión para continuar.' },
  FORBIDDEN: /*i18n*/ { id: 'error.FORBIDDEN', message: 'No tienes permiso para realizar esta acción.' },
  NOT_FOUND: /*i18n*/ { id: 'error.NOT_FOUND', message: 'No encontramos lo que buscas.' },
  VALIDATION: /*i18n*/ { id: 'error.VALIDATION', message: 'Revisa los datos ingresados.' },
  INVALID_CREDENTIALS: /*i18n*/ {
    id: 'error.INVALID_CREDENTIALS',
    message: 'Email o contraseña incorrectos.',
  },
  TOO_MANY_ATTEMPTS: /*i18n*/ {
    id: 'error.TOO_MANY_ATTEMPTS',
    message: 'Demasiados intentos. Inténtalo más tarde.',
  },
  EMAIL_TAKEN: /*i18n*/ { id: 'error.EMAIL_TAKEN', message: 'Ya existe una cuenta con ese email.' },
  USERNAME_TAKEN: /*i18n*/ { id: 'error.USERNAME_TAKEN', message: 'Ese nombre de usuario ya existe.' },
  TOKEN_INVALID: /*i18n*/ {
    id: 'error.TOKEN_INVALID',
    message: 'El enlace no es válido. Solicita uno nuevo.',
  },
  TOKEN_EXPIRED: /*i18n*/ { id: 'error.TOKEN_EXPIRED', message: 'El enlace expiró. Solicita uno nuevo.' },
  ROLE_ALREADY_SET: /*i18n*/ { id: 'error.ROLE_ALREADY_SET', message: 'Ya elegiste cómo usar Cancha.' },
  WRONG_PASSWORD: /*i18n*/ { id: 'error.WRONG_PASSWORD', message: 'La contraseña actual es incorrecta.' },
  PASSWORDS_DO_NOT_MATCH: /*i18n*/ {
    id: 'error.PASSWORDS_DO_NOT_MATCH',
    message: 'Las contraseñas no coinciden.',
  },
  PASSWORD_NOT_SET: /*i18n*/ {
    id: 'error.PASSWORD_NOT_SET',
    message: 'Tu cuenta todavía no tiene contraseña.',
  },
  FILE_INVALID: /*i18n*/ { id: 'error.FILE_INVALID', message: 'Archivo no válido' },
  FILE_TOO_LARGE: /*i18n*/ { id: 'error.FILE_TOO_LARGE', message: 'Tamaño de archivo excedido' },
  ADMIN_CANNOT_DELETE: /*i18n*/ {
    id: 'error.ADMIN_CANNOT_DELETE',
    message: 'Un creador de torneos no puede eliminar su cuenta.',
  },
  OAUTH_FAILED: /*i18n*/ { id: 'error.OAUTH_FAILED', message: 'No se pudo iniciar sesión con Google.' },
  OAUTH_EMAIL_UNVERIFIED: /*i18n*/ {
    id: 'error.OAUTH_EMAIL_UNVERIFIED',
    message: 'Tu email de Google no está verificado.',
  },
  NOT_TEAM_CAPTAIN: /*i18n*/ {
    id: 'error.NOT_TEAM_CAPTAIN',
    message: 'Solo el capitán del equipo puede hacer esto.',
  },
  NOT_TEAM_MEMBER: /*i18n*/ {
    id: 'error.NOT_TEAM_MEMBER',
    message: 'Ese jugador no forma parte del equipo.',
  },
  CANNOT_REMOVE_CAPTAIN: /*i18n*/ {
    id: 'error.CANNOT_REMOVE_CAPTAIN',
    message: 'No se puede quitar al capitán del equipo.',
  },
  SHIRT_NUMBER_TAKEN: /*i18n*/ {
    id: 'error.SHIRT_NUMBER_TAKEN',
    message: 'Ese número de camiseta ya lo usa otro jugador del equipo.',
  },
  ALREADY_IN_TEAM: /*i18n*/ {
    id: 'error.ALREADY_IN_TEAM',
    message: 'Esa persona ya forma parte del equipo.',
  },
  INVITATION_PENDING: /*i18n*/ {
    id: 'error.INVITATION_PENDING',
    message: 'Ya hay una invitación pendiente para ese email.',
  },
  INVITATION_ANSWERED: /*i18n*/ {
    id: 'error.INVITATION_ANSWERED',
    message: 'Esa invitación ya fue respondida.',
  },
  TEAM_IN_ACTIVE_TOURNAMENT: /*i18n*/ {
    id: 'error.TEAM_IN_ACTIVE_TOURNAMENT',
    message: 'El equipo juega un torneo en curso: no se puede eliminar hasta que termine.',
  },
  LOCATION_UNKNOWN: /*i18n*/ {
    id: 'error.LOCATION_UNKNOWN',
    message: 'Indica tu ubicación para ver equipos cercanos.',
  },
  FORMATION_INVALID: /*i18n*/ { id: 'error.FORMATION_INVALID', message: 'Error: formación no válida' },
  TOURNAMENT_HAS_TEAMS: /*i18n*/ {
    id: 'error.TOURNAMENT_HAS_TEAMS',
    message: 'No se puede eliminar un torneo con equipos inscriptos.',
  },
  REGISTRATION_CLOSED: /*i18n*/ {
    id: 'error.REGISTRATION_CLOSED',
    message: 'Las inscripciones a este torneo están cerradas.',
  },
  TOURNAMENT_FULL: /*i18n*/ { id: 'error.TOURNAMENT_FULL', message: 'El torneo ya completó sus equipos.' },
  REFEREES_FULL: /*i18n*/ {
    id: 'error.REFEREES_FULL',
    message: 'El torneo ya tiene el máximo de árbitros (60).',
  },
  TEAM_TOO_SMALL: /*i18n*/ {
    id: 'error.TEAM_TOO_SMALL',
    message: 'Debes tener al menos un equipo con 5 jugadores para poder inscribirte a este torneo.',
  },
  TEAM_GENDER_MISMATCH: /*i18n*/ {
    id: 'error.TEAM_GENDER_MISMATCH',
    message: 'El género del equipo no corresponde al del torneo.',
  },
  ALREADY_REGISTERED: /*i18n*/ {
    id: 'error.ALREADY_REGISTERED',
    message: 'Ese equipo ya está inscripto en este torneo.',
  },
  INVITATION_REQUIRED: /*i18n*/ {
    id: 'error.INVITATION_REQUIRED',
    message: 'Este torneo es solo por invitación.',
  },
  REGISTRATION_ANSWERED: /*i18n*/ {
    id: 'error.REGISTRATION_ANSWERED',
    message: 'Esa inscripción ya fue respondida.',
  },
  MATCH_FINISHED: /*i18n*/ {
    id: 'error.MATCH_FINISHED',
    message: 'El partido ya finalizó y no se puede modificar.',
  },
  MATCH_LOCKED: /*i18n*/ {
    id: 'error.MATCH_LOCKED',
    message: 'La ronda siguiente ya se armó con este resultado: no se puede reabrir el partido.',
  },
  TEAM_NOT_IN_MATCH: /*i18n*/ { id: 'error.TEAM_NOT_IN_MATCH', message: 'Ese equipo no juega este partido.' },
  PENALTIES_REQUIRED: /*i18n*/ {
    id: 'error.PENALTIES_REQUIRED',
    message: 'El partido terminó empatado: carga los penales para definir quién avanza.',
  },
  NOT_ENOUGH_TEAMS: /*i18n*/ {
    id: 'error.NOT_ENOUGH_TEAMS',
    message: 'Se necesitan al menos dos equipos aprobados para armar el fixture.',
  },
  ROUND_NOT_COMPLETE: /*i18n*/ {
    id: 'error.ROUND_NOT_COMPLETE',
    message: 'La ronda actual todavía no terminó: completa todos sus partidos.',
  },
  FINAL_CHOICE_REQUIRED: /*i18n*/ {
    id: 'error.FINAL_CHOICE_REQUIRED',
    message: 'Quedan tres equipos: elige triangular o final directa.',
  },
  FIXTURE_COMPLETE: /*i18n*/ { id: 'error.FIXTURE_COMPLETE', message: 'El fixture ya está completo.' },
  TEAM_IN_FIXTURE: /*i18n*/ {
    id: 'error.TEAM_IN_FIXTURE',
    message: 'El equipo ya tiene partidos en el fixture: no se puede quitar.',
  },
  CHALLENGE_ANSWERED: /*i18n*/ { id: 'error.CHALLENGE_ANSWERED', message: 'El desafío ya fue respondido.' },
  CHALLENGE_NOT_ACCEPTED: /*i18n*/ {
    id: 'error.CHALLENGE_NOT_ACCEPTED',
    message: 'El desafío todavía no fue aceptado.',
  },
  SAME_TEAM: /*i18n*/ { id: 'error.SAME_TEAM', message: 'Un equipo no puede desafiarse a sí mismo.' },
  DATE_IN_PAST: /*i18n*/ { id: 'error.DATE_IN_PAST', message: 'Elige una fecha de hoy en adelante.' },
  CHAT_DISABLED: /*i18n*/ { id: 'error.CHAT_DISABLED', message: 'El chat esta desactivado' },
  PAYMENT_DECLINED: /*i18n*/ { id: 'error.PAYMENT_DECLINED', message: 'No pudimos procesar el pago.' },
  PAYMENT_PROVIDER_UNAVAILABLE: /*i18n*/ {
    id: 'error.PAYMENT_PROVIDER_UNAVAILABLE',
    message: 'El proveedor de pagos no responde. Inténtalo más tarde.',
  },
  EMAIL_ALREADY_CONFIRMED: /*i18n*/ {
    id: 'error.EMAIL_ALREADY_CONFIRMED',
    message: 'Tu email ya está confirmado.',
  },
  TOO_MANY_STREAMS: /*i18n*/ {
    id: 'error.TOO_MANY_STREAMS',
    message: 'Tienes demasiadas pestañas de Cancha abiertas en vivo. Cierra alguna y vuelve a intentarlo.',
  },
  NO_GROUP_STAGE: /*i18n*/ { id: 'error.NO_GROUP_STAGE', message: 'Este torneo no tiene fase de grupos.' },
  GROUP_DRAW_INVALID: /*i18n*/ {
    id: 'error.GROUP_DRAW_INVALID',
    message:
      'El sorteo de grupos no es válido: cada equipo aprobado debe estar en un solo grupo y los grupos deben tener tamaños parejos.',
  },
  GROUP_STAGE_STARTED: /*i18n*/ {
    id: 'error.GROUP_STAGE_STARTED',
    message: 'La fase de grupos ya empezó: los grupos no se pueden volver a sortear.',
  },
  GROUP_STAGE_NOT_COMPLETE: /*i18n*/ {
    id: 'error.GROUP_STAGE_NOT_COMPLETE',
    message: 'Todavía hay partidos de grupos sin terminar: las eliminatorias se arman cuando terminen todos.',
  },
  FORMAT_LOCKED: /*i18n*/ {
    id: 'error.FORMAT_LOCKED',
    message: 'El formato del torneo no se puede cambiar después del sorteo.',
  },
  FIRST_LEG_NOT_COMPLETE: /*i18n*/ {
    id: 'error.FIRST_LEG_NOT_COMPLETE',
    message: 'Primero hay que terminar el partido de ida.',
  },
  PLAYER_SUSPENDED: /*i18n*/ {
    id: 'error.PLAYER_SUSPENDED',
    message: 'El jugador está suspendido para este partido.',
  },
  NOT_ENOUGH_WALKOVERS: /*i18n*/ {
    id: 'error.NOT_ENOUGH_WALKOVERS',
    message: 'El equipo todavía no tiene los W.O. necesarios para retirarlo.',
  },
  TEAM_WITHDRAWN: /*i18n*/ { id: 'error.TEAM_WITHDRAWN', message: 'El equipo ya fue retirado del torneo.' },
  SCHEDULE_CONFLICT: /*i18n*/ {
    id: 'error.SCHEDULE_CONFLICT',
    message: 'El cambio choca con otro partido o con las reglas del torneo.',
  },
  NO_PITCHES: /*i18n*/ {
    id: 'error.NO_PITCHES',
    message: 'El torneo todavía no tiene canchas: elige en qué canchas se juega.',
  },
  PLAN_CHANGED: /*i18n*/ {
    id: 'error.PLAN_CHANGED',
    message: 'La programación cambió desde la vista previa: revísala de nuevo antes de aplicarla.',
  },
  PREDICTIONS_CLOSED: /*i18n*/ {
    id: 'error.PREDICTIONS_CLOSED',
    message: 'El partido ya empezó: los pronósticos se cerraron.',
  },
  PRODE_NOT_JOINED: /*i18n*/ { id: 'error.PRODE_NOT_JOINED', message: 'Únete al juego para pronosticar.' },
  PUSH_SERVICE_NOT_ALLOWED: /*i18n*/ {
    id: 'error.PUSH_SERVICE_NOT_ALLOWED',
    message: 'Este navegador usa un servicio de notificaciones que Cancha no admite.',
  },
  TEAM_NAME_TAKEN: /*i18n*/ {
    id: 'error.TEAM_NAME_TAKEN',
    message: 'Ya hay un equipo con ese nombre en el torneo.',
  },
  TEAM_NOT_MANAGED: /*i18n*/ {
    id: 'error.TEAM_NOT_MANAGED',
    message: 'Este equipo ya tiene capitán: él administra su plantel.',
  },
  TEAM_NOT_IN_TOURNAMENT: /*i18n*/ {
    id: 'error.TEAM_NOT_IN_TOURNAMENT',
    message: 'Ese equipo no está en el torneo.',
  },
  ENTRY_IS_REVERSAL: /*i18n*/ {
    id: 'error.ENTRY_IS_REVERSAL',
    message: 'Una anulación no se puede anular: registra el movimiento de nuevo.',
  },
  ENTRY_REVERSED: /*i18n*/ { id: 'error.ENTRY_REVERSED', message: 'Ese movimiento ya fue anulado.' },
  CURRENCY_LOCKED: /*i18n*/ {
    id: 'error.CURRENCY_LOCKED',
    message: 'La caja del torneo ya tiene movimientos: su moneda no se cambia.',
  },
  NOTHING_OWED: /*i18n*/ { id: 'error.NOTHING_OWED', message: 'No hay saldo para pagar.' },
  PIX_NOT_SET_UP: /*i18n*/ {
    id: 'error.PIX_NOT_SET_UP',
    message: 'El organizador todavía no cargó su clave Pix.',
  },
  PIX_NEEDS_BRL: /*i18n*/ {
    id: 'error.PIX_NEEDS_BRL',
    message: 'Pix cobra en reales, y la caja de este torneo lleva otra moneda.',
  },
  MERCADO_PAGO_NOT_SET_UP: /*i18n*/ {
    id: 'error.MERCADO_PAGO_NOT_SET_UP',
    message: 'El organizador todavía no conectó su cuenta de Mercado Pago.',
  },
  MERCADO_PAGO_TOKEN_REJECTED: /*i18n*/ {
    id: 'error.MERCADO_PAGO_TOKEN_REJECTED',
    message:
      'Mercado Pago no aceptó ese Access Token. Cópialo de nuevo desde tus credenciales de producción.',
  },
  MERCADO_PAGO_CURRENCY: /*i18n*/ {
    id: 'error.MERCADO_PAGO_CURRENCY',
    message: 'Mercado Pago no cobra en la moneda de este torneo.',
  },
  WEBHOOK_SIGNATURE_INVALID: /*i18n*/ {
    id: 'error.WEBHOOK_SIGNATURE_INVALID',
    message: 'La notificación no trae una firma válida.',
  },
  CHECKOUT_UNKNOWN: /*i18n*/ { id: 'error.CHECKOUT_UNKNOWN', message: 'No conocemos ese cobro.' },
  PAYMENT_MISMATCH: /*i18n*/ {
    id: 'error.PAYMENT_MISMATCH',
    message: 'El pago no corresponde a este cobro.',
  },
  SERVER_BUSY: /*i18n*/ {
    id: 'error.SERVER_BUSY',
    message: 'El servidor está ocupado. Inténtalo de nuevo en unos segundos.',
  },
  ORIGIN_MISMATCH: /*i18n*/ {
    id: 'error.ORIGIN_MISMATCH',
    message:
      'Cancha está configurado para otra dirección: abrilo desde esa dirección, o pedile a quien lo administra que ponga esta en PUBLIC_URL.',
  },
};

/** A failure with no application code of its own (docs/product/api-and-errors.md#error-messages). */
export const SERVER_ERROR: TextDescriptor = /*i18n*/ { id: 'error.server', message: 'Error de servidor' };
