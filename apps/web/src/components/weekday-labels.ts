import type { Weekday } from '@cancha/shared';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// The days of the week, for a tournament's playing days and a match day's hours (more than one feature words them).
export const WEEKDAY_LABELS: Record<Weekday, MessageDescriptor> = {
  MONDAY: msg`Lunes`,
  TUESDAY: msg`Martes`,
  WEDNESDAY: msg`Miércoles`,
  THURSDAY: msg`Jueves`,
  FRIDAY: msg`Viernes`,
  SATURDAY: msg`Sábado`,
  SUNDAY: msg`Domingo`,
};
