import type { Metadata } from 'next';
import { SliderView } from '@/components/backoffice/slider/slider-view';

export const metadata: Metadata = { title: 'Ana Sayfa Slider' };

export default function SliderPage() {
  return <SliderView />;
}
