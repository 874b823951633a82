import type { Metadata } from 'next';
import { FavouritesView } from '@/components/profile/favourites/favourites-view';

export const metadata: Metadata = { title: 'Favori İhalelerim' };

export default function FavouritesPage() {
  return <FavouritesView />;
}
