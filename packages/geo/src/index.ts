import { getDataset } from './dataset';
import { ensureGeocodeIndex } from './geocode';
import { ensureSearchIndex } from './places';

export { configureGeoData, type GeoDataFiles } from './dataset';
export {
  type BoundingBox,
  boundingBox,
  distanceKm,
  EARTH_RADIUS_KM,
  isInBoundingBox,
  type LatLng,
} from './distance';
export { geocode } from './geocode';
export {
  type CountryOption,
  getLocality,
  type Locality,
  listCountries,
  listLocalities,
  listProvinces,
  type Place,
  type Precision,
  type ProvinceOption,
  type RankOptions,
  type SearchOptions,
  searchPlaces,
} from './places';
export { CANCHA_REGION } from './provinces';
export { fold } from './text';

/**
 * Loads the data and builds both indexes now rather than on the first request (about 1 s);
 * call it at server start-up so no user waits for it.
 */
export function preloadGeoData(): void {
  getDataset();
  ensureGeocodeIndex();
  ensureSearchIndex();
}
