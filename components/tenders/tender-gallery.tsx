import { Icon } from '@/components/ui/icon';
import { ImageOutlinedIcon } from '@/components/ui/icons/image-outlined';
import type { FileModel } from '@/lib/api/tenders';
import { GalleryIsland } from './gallery-island';
import { GalleryView } from './gallery-view';
import styles from './tender-gallery.module.css';

/**
 * The tender's images (usage 222), rendered on the server: one image, or a carousel with
 * thumbnails, whose buttons work once the browser has loaded them; or a note that there are none.
 */
export function TenderGallery({ images, title }: { images: FileModel[]; title: string }) {
  if (images.length === 0) {
    return (
      <div className={`${styles.frame} ${styles.empty}`}>
        <div>
          <Icon def={ImageOutlinedIcon} size={48} />
          <div className={styles.emptyText}>Bu ihale için görsel bulunmamaktadır.</div>
        </div>
      </div>
    );
  }
  return (
    <GalleryIsland images={images} title={title}>
      <GalleryView images={images} title={title} selected={0} />
    </GalleryIsland>
  );
}
