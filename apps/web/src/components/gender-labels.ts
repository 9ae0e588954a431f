import type { UserGender } from '@cancha/shared';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// docs/product/accounts.md#genders — MALE and FEMALE are offered; the other stored values only need a label.
// docs/product/formats.md#labels — MALE 'Masculino', FEMALE 'Femenino'.
export const USER_GENDER_LABELS: Record<UserGender, MessageDescriptor> = {
  MALE: msg`Masculino`,
  FEMALE: msg`Femenino`,
  TRANSGENDER: msg`Transgénero`,
  NON_BINARY: msg`No binario`,
  OTHER: msg`Otro`,
};
