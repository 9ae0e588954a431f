import type { PostStatus, PostType } from '@cancha/shared';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// The words of the blog (docs/product/blog.md#posts). Spanish is the source; en and pt-BR in the catalogs.

/** One label per post type: a new type without a label does not compile. */
export const POST_TYPE_LABELS: Record<PostType, MessageDescriptor> = {
  BLOG: msg`Blog`,
  NEWS: msg`Noticias`,
  TUTORIAL: msg`Tutorial`,
  REVIEW: msg`Reseña`,
  ROUTINE: msg`Rutina`,
  EXERCISE: msg`Ejercicio`,
  DIET: msg`Dieta`,
  NUTRITION: msg`Nutrición`,
  WORKOUT_PLAN: msg`Plan de entrenamiento`,
  SUPPLEMENT: msg`Suplementos`,
  WELLNESS: msg`Bienestar`,
  MENTAL_HEALTH: msg`Salud mental`,
  HEALTH_TIP: msg`Consejo de salud`,
  INTERVIEW: msg`Entrevista`,
  GUIDE: msg`Guía`,
  RECIPE: msg`Receta`,
  MOTIVATION: msg`Motivación`,
  EVENT: msg`Evento`,
  PRODUCT_RECOMMENDATION: msg`Recomendación de producto`,
  FAQ: msg`Preguntas frecuentes`,
  HOW_TO: msg`Cómo hacerlo`,
  VIDEO: msg`Video`,
  PODCAST: msg`Podcast`,
  TESTIMONIAL: msg`Testimonio`,
  OTHER: msg`Otro`,
};

/** Status badges of the owners' list. */
export const POST_STATUS_LABELS: Record<PostStatus, MessageDescriptor> = {
  PUBLISHED: msg`Publicado`,
  DRAFT: msg`Borrador`,
};

/** docs/product/blog.md#article — the reading time followed by 'min de lectura'. */
export function readingTimeLabel(minutes: number): MessageDescriptor {
  // Labeled placeholder: the same message id whether the macro is compiled or run as-is (unit tests).
  return msg`${{ minutes }} min de lectura`;
}
