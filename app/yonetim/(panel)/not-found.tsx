import { NOT_FOUND_METADATA, NotFoundContent } from '@/components/common/not-found-content';

export const metadata = NOT_FOUND_METADATA;

/** A back-office page that calls notFound() (an unknown tender, page or request): inside the staff frame, back to the panel. */
export default function PanelNotFound() {
  return <NotFoundContent home="/yonetim" />;
}
