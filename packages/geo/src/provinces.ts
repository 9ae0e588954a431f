/**
 * Countries where Cancha is used (Latin America and Iberia). Geocoding breaks ties in their favour
 * by default, and their GeoNames province names get the Spanish/Portuguese clean-up below.
 */
export const CANCHA_REGION: readonly string[] = [
  'AR',
  'BO',
  'BR',
  'CL',
  'CO',
  'CR',
  'CU',
  'DO',
  'EC',
  'ES',
  'GT',
  'HN',
  'MX',
  'NI',
  'PA',
  'PE',
  'PR',
  'PT',
  'PY',
  'SV',
  'UY',
  'VE',
];

interface ProvinceOverride {
  name: string;
  /** Extra spellings people type, matched after folding. */
  aliases?: readonly string[];
}

/**
 * GeoNames spells many admin1 names in English or without accents ("Cordoba", "Andalusia",
 * "Buenos Aires F.D."). These are the local names for the Cancha region, keyed by
 * `COUNTRY.admin1`. The GeoNames spelling stays searchable as well.
 */
const OVERRIDES: Record<string, ProvinceOverride> = {
  'AR.01': { name: 'Buenos Aires', aliases: ['Provincia de Buenos Aires', 'Bs As', 'PBA'] },
  'AR.05': { name: 'Córdoba' },
  // "Buenos Aires" names the city as often as the province around it.
  'AR.07': { name: 'Ciudad Autónoma de Buenos Aires', aliases: ['CABA', 'Capital Federal', 'Buenos Aires'] },
  'AR.08': { name: 'Entre Ríos' },
  'AR.15': { name: 'Neuquén' },
  'AR.16': { name: 'Río Negro' },
  'AR.24': { name: 'Tucumán' },
  'BR.07': { name: 'Distrito Federal' },
  'CL.01': { name: 'Valparaíso' },
  'CL.04': { name: 'Araucanía' },
  'CL.06': { name: 'Biobío' },
  'CL.10': { name: 'Magallanes' },
  'CL.12': { name: 'Región Metropolitana de Santiago', aliases: ['Santiago', 'Región Metropolitana'] },
  'CO.25': { name: 'San Andrés y Providencia' },
  'CO.34': { name: 'Bogotá D.C.' },
  'CU.02': { name: 'La Habana' },
  'EC.04': { name: 'Cañar' },
  'ES.07': { name: 'Islas Baleares', aliases: ['Baleares', 'Illes Balears'] },
  'ES.29': { name: 'Comunidad de Madrid' },
  'ES.31': { name: 'Región de Murcia' },
  'ES.32': { name: 'Navarra' },
  'ES.51': { name: 'Andalucía' },
  'ES.52': { name: 'Aragón' },
  'ES.53': { name: 'Canarias', aliases: ['Islas Canarias'] },
  'ES.54': { name: 'Castilla-La Mancha' },
  'ES.55': { name: 'Castilla y León' },
  'ES.56': { name: 'Cataluña', aliases: ['Catalunya'] },
  'ES.59': { name: 'País Vasco', aliases: ['Euskadi'] },
  'ES.60': { name: 'Comunidad Valenciana' },
  'GT.20': { name: 'Suchitepéquez' },
  'HN.11': { name: 'Islas de la Bahía' },
  'MX.09': { name: 'Ciudad de México', aliases: ['CDMX', 'Distrito Federal'] },
  'MX.15': { name: 'Estado de México', aliases: ['Edomex'] },
  'NI.17': { name: 'Costa Caribe Norte' },
  'NI.18': { name: 'Costa Caribe Sur' },
  'PE.08': { name: 'Cusco' },
  'PE.12': { name: 'Junín' },
  'PE.15': { name: 'Lima' },
  'PE.LMA': { name: 'Lima Metropolitana' },
  'PY.22': { name: 'Asunción' },
  'SV.01': { name: 'Ahuachapán' },
  'SV.02': { name: 'Cabañas' },
  'SV.04': { name: 'Cuscatlán' },
  'SV.07': { name: 'La Unión' },
  'SV.08': { name: 'Morazán' },
  'SV.14': { name: 'Usulután' },
};

// GeoNames appends English type words ("Montevideo Department", "Maule Region").
const ENGLISH_SUFFIX_RE = /\s+(Department|Province|Region|region)$/;

const REGION = new Set(CANCHA_REGION);

/** Display name and extra match spellings for one admin1 entry. */
export function provinceNames(
  countryCode: string,
  code: string,
  geonamesName: string,
): { name: string; aliases: readonly string[] } {
  const override = OVERRIDES[`${countryCode}.${code}`];
  if (override) return { name: override.name, aliases: [geonamesName, ...(override.aliases ?? [])] };
  if (REGION.has(countryCode)) {
    const cleaned = geonamesName.replace(ENGLISH_SUFFIX_RE, '');
    if (cleaned !== geonamesName) return { name: cleaned, aliases: [geonamesName] };
  }
  return { name: geonamesName, aliases: [] };
}
