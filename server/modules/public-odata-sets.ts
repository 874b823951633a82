import { duyuruSetCached, duyuruSetWithoutCache, portalSayfaSet, sliderSet } from './content/odata-model';
import { herkeseAcikKategoriSet, herkeseAcikTeslimatYeriSet, kategoriSet } from './lookups/odata-model';
import { herkeseAcikIhaleSet, sonuclananIhaleSet } from './tenders/odata-model';

/**
 * The public OData service's entity sets: the one list that is both served and described by the
 * service document and $metadata (docs/architecture.md §10). Per-caller sets (favourites,
 * participation, the profile's) are mounted by their own modules in the bidder scope
 * (registerODataSet with auth 'bidder') and are not part of it.
 */
export const PUBLIC_ODATA_SETS = [
  herkeseAcikIhaleSet,
  sonuclananIhaleSet,
  duyuruSetCached,
  duyuruSetWithoutCache,
  sliderSet,
  portalSayfaSet,
  herkeseAcikTeslimatYeriSet,
  herkeseAcikKategoriSet,
  kategoriSet,
] as const;
