import { apiRequest } from './http';
import { odataPath } from './odata';
import type { IhaleKalemKategoriNode, KategoriWire, ODataResponse, TeslimatYeriWire } from '../contract/wire-types';

/** Lookups change rarely: server components may reuse them for a few minutes (Next data cache). */
const LOOKUP_REVALIDATE_SECONDS = 300;

export interface Option {
  id: number;
  name: string;
}

export interface CategoryNode {
  id: number;
  name: string;
  children: CategoryNode[];
}

/** Root of the material category tree (docs/spec.md §7). */
export const CATEGORY_ROOT_ID = 1;

export async function fetchDeliveryPlaces(): Promise<Option[]> {
  const res = await apiRequest<ODataResponse<TeslimatYeriWire>>(
    odataPath('HerkeseAcikTeslimatYeriOData', { orderby: 'Adi asc' }),
    { revalidate: LOOKUP_REVALIDATE_SECONDS, tags: ['lookups'] },
  );
  return res.value.map((t) => ({ id: t.Id, name: t.Adi }));
}

/** The status filter's options: 212 and 213 only (docs/spec.md §2). */
export async function fetchStatusOptions(): Promise<Option[]> {
  const res = await apiRequest<ODataResponse<KategoriWire>>(
    odataPath('HerkeseAcikKategoriOData', { orderby: 'Id asc' }),
    {
      revalidate: LOOKUP_REVALIDATE_SECONDS,
      tags: ['lookups'],
    },
  );
  return res.value.filter((k) => k.Id === 212 || k.Id === 213).map((k) => ({ id: k.Id, name: k.Adi }));
}

export const mapCategoryTree = (nodes: IhaleKalemKategoriNode[] | null | undefined): CategoryNode[] =>
  (nodes ?? []).map((n) => ({ id: n.id, name: n.adi, children: mapCategoryTree(n.altIhaleKalemKategorileri) }));

export async function fetchCategoryTree(): Promise<CategoryNode[]> {
  const data = await apiRequest<IhaleKalemKategoriNode[]>(
    `/v1/IhaleKalemKategori?UstIhaleKalemKategoriId=${CATEGORY_ROOT_ID}`,
    {
      revalidate: LOOKUP_REVALIDATE_SECONDS,
      tags: ['lookups'],
    },
  );
  return mapCategoryTree(data);
}

/** The node with this id, wherever it sits in the tree. */
export function findCategory(tree: CategoryNode[], id: number): CategoryNode | null {
  for (const n of tree) {
    if (n.id === id) return n;
    const hit = findCategory(n.children, id);
    if (hit) return hit;
  }
  return null;
}

/** The node's id followed by the ids of all its descendants (docs/spec.md §2: a category filters with its subcategories). */
export function categoryWithDescendants(tree: CategoryNode[], id: number): number[] {
  const node = findCategory(tree, id);
  if (!node) return [id];
  const ids: number[] = [];
  const walk = (n: CategoryNode) => {
    ids.push(n.id);
    n.children.forEach(walk);
  };
  walk(node);
  return ids;
}

/** Ids from the root down to the node (inclusive), to open the tree where the selection is. */
export function categoryPath(tree: CategoryNode[], id: number): number[] {
  for (const n of tree) {
    if (n.id === id) return [n.id];
    const rest = categoryPath(n.children, id);
    if (rest.length) return [n.id, ...rest];
  }
  return [];
}
