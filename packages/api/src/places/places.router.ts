import { listCountries, listLocalities, listProvinces, type Place, searchPlaces } from '@cancha/geo';
import { CountryCode, LocalityQuery, type PlaceDto, PlaceSearch } from '@cancha/shared';
import { publicProcedure, router } from '../trpc';

const toDto = (
  p: Pick<Place, 'name' | 'province' | 'country' | 'countryCode' | 'lat' | 'lng'> & { label?: string },
): PlaceDto => ({
  label: p.label ?? [p.name, p.province, p.country].filter(Boolean).join(', '),
  name: p.name,
  province: p.province,
  country: p.country,
  countryCode: p.countryCode,
  lat: p.lat,
  lng: p.lng,
});

// docs/product/forms.md#places-and-maps — address autocomplete and the country, province and locality
// choices, answered from the offline place data (docs/decisions/005).
export const placesRouter = router({
  search: publicProcedure
    .input(PlaceSearch)
    .query(({ input }) =>
      searchPlaces(input.query, { country: input.country?.toUpperCase(), limit: input.limit }).map(toDto),
    ),
  countries: publicProcedure.query(() => listCountries()),
  provinces: publicProcedure
    .input(CountryCode)
    .query(({ input }) => listProvinces(input.country.toUpperCase())),
  localities: publicProcedure
    .input(LocalityQuery)
    .query(({ input }) =>
      listLocalities(input.country.toUpperCase(), input.province, input.query, 50).map(toDto),
    ),
});
