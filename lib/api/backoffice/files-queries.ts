import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchTenderFiles } from './files';
import { fetchSlides } from './slider';

/** The tender files and home slider screens' queries (one key each, invalidated after every change). */
export const tenderFilesQuery = (ihaleId: number) =>
  queryOptions({
    queryKey: ['yonetim', 'ihale', ihaleId, 'dosyalar'] as const,
    queryFn: () => fetchTenderFiles(ihaleId),
  });

export const useTenderFiles = (ihaleId: number) => useQuery(tenderFilesQuery(ihaleId));

export const slidesQuery = () => queryOptions({ queryKey: ['yonetim', 'slider'] as const, queryFn: fetchSlides });

export const useSlides = () => useQuery(slidesQuery());
