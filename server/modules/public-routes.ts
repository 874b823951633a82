import type { FastifyPluginAsync } from 'fastify';
import { registerODataService } from '../odata/service';
import { openDataRoutes } from '../open-data/routes';
import { contentRoutes } from './content/routes';
import { duyuruSetCached, duyuruSetWithoutCache, portalSayfaSet, sliderSet } from './content/odata-model';
import { lookupRoutes } from './lookups/routes';
import { herkeseAcikKategoriSet, herkeseAcikTeslimatYeriSet, kategoriSet } from './lookups/odata-model';
import { tenderRoutes } from './tenders/routes';
import { herkeseAcikIhaleSet, sonuclananIhaleSet } from './tenders/odata-model';

/**
 * The public OData service's entity sets: the one list that is both served and described by the
 * service document and $metadata (docs/architecture.md §11). Per-caller sets (favourites,
 * participation, the profile's) are mounted by their own modules and are not part of it.
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

/** Public (anonymous) API: the OData service at /external-odata/ and the public v1 calls. */
export const publicRoutes: FastifyPluginAsync = async (app) => {
  registerODataService(app, PUBLIC_ODATA_SETS);
  await app.register(tenderRoutes);
  await app.register(contentRoutes);
  await app.register(lookupRoutes);
  await app.register(openDataRoutes);
};
