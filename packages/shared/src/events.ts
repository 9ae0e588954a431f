import type { EventType } from './matches.schema';

/**
 * docs/product/competition.md#events — each event is shown with an emoji and a label in es, en, pt and zh. zh
 * is not an interface language, so these labels live here as data rather than in the Lingui catalogs.
 */
export const EVENT_LABELS: Record<
  EventType,
  { emoji: string; es: string; en: string; pt: string; zh: string }
> = {
  GOAL: { emoji: '⚽', es: 'Gol', en: 'Goal', pt: 'Gol', zh: '进球' },
  ASSIST: { emoji: '🅰️', es: 'Asistencia', en: 'Assist', pt: 'Assistência', zh: '助攻' },
  YELLOW_CARD: { emoji: '🟨', es: 'Tarjeta amarilla', en: 'Yellow card', pt: 'Cartão amarelo', zh: '黄牌' },
  RED_CARD: { emoji: '🟥', es: 'Tarjeta roja', en: 'Red card', pt: 'Cartão vermelho', zh: '红牌' },
  BLUE_CARD: { emoji: '🟦', es: 'Tarjeta azul', en: 'Blue card', pt: 'Cartão azul', zh: '蓝牌' },
  FOUL: { emoji: '🚫', es: 'Falta', en: 'Foul', pt: 'Falta', zh: '犯规' },
  SUBSTITUTION_IN: { emoji: '🔼', es: 'Entra', en: 'Substitution in', pt: 'Entrou', zh: '替补上场' },
  SUBSTITUTION_OUT: { emoji: '🔽', es: 'Sale', en: 'Substitution out', pt: 'Saiu', zh: '被替换下场' },
  PENALTY_SHOOTOUT_SCORED: {
    emoji: '🎯',
    es: 'Penal convertido (definición)',
    en: 'Shoot-out penalty scored',
    pt: 'Pênalti convertido (disputa)',
    zh: '点球大战罚进',
  },
  PENALTY_SHOOTOUT_MISSED: {
    emoji: '❌',
    es: 'Penal errado (definición)',
    en: 'Shoot-out penalty missed',
    pt: 'Pênalti perdido (disputa)',
    zh: '点球大战罚失',
  },
  PENALTY_REGULAR_SCORED: {
    emoji: '🥅',
    es: 'Gol de penal',
    en: 'Penalty scored',
    pt: 'Gol de pênalti',
    zh: '点球罚进',
  },
  PENALTY_REGULAR_MISSED: {
    emoji: '🙅',
    es: 'Penal errado',
    en: 'Penalty missed',
    pt: 'Pênalti perdido',
    zh: '点球罚失',
  },
  DIRECT_FREE_KICK: {
    emoji: '🦶',
    es: 'Tiro libre directo',
    en: 'Direct free kick',
    pt: 'Falta direta',
    zh: '直接任意球',
  },
  INDIRECT_FREE_KICK: {
    emoji: '↪️',
    es: 'Tiro libre indirecto',
    en: 'Indirect free kick',
    pt: 'Falta indireta',
    zh: '间接任意球',
  },
  OWN_GOAL: { emoji: '🙈', es: 'Gol en contra', en: 'Own goal', pt: 'Gol contra', zh: '乌龙球' },
  INJURY: { emoji: '🩹', es: 'Lesión', en: 'Injury', pt: 'Lesão', zh: '受伤' },
  FIG: {
    emoji: '⭐',
    es: 'Figura del partido',
    en: 'Man of the match',
    pt: 'Craque da partida',
    zh: '全场最佳',
  },
};

export type EventLabelLanguage = 'es' | 'en' | 'pt' | 'zh';

/** The label language of an interface locale ('pt-BR' → 'pt'); Spanish for anything unknown. */
export function eventLabelLanguage(locale: string): EventLabelLanguage {
  const base = locale.toLowerCase().split('-')[0];
  return base === 'en' || base === 'pt' || base === 'zh' ? base : 'es';
}

export function eventLabel(type: EventType, locale: string): string {
  return EVENT_LABELS[type][eventLabelLanguage(locale)];
}
