'use client';
import Typography from '@mui/material/Typography';
import { useStaffMe } from '@/lib/api/queries/staff-me';
import { navFor } from '@/lib/backoffice/staff-nav';
import { WORK_KIND_ROLE } from '@/lib/contract/work-queue';
import { LinkCards } from '@/components/backoffice/common/link-cards';
import { SectionHeader } from '@/components/backoffice/layout/section-header';
import { WorkQueue } from './work-queue';

const QUEUE_ROLES = new Set(Object.values(WORK_KIND_ROLE));

/**
 * /yonetim: the work waiting for the staff member's roles first, then the sections those roles
 * open. A role with no queue of its own (Yönetici) sees the sections only, and asks for no queue.
 */
export function StaffHome() {
  const me = useStaffMe();
  if (!me.data) return null;
  const items = navFor(me.data.roller);
  const hasQueue = me.data.roller.some((r) => QUEUE_ROLES.has(r));
  return (
    <>
      <SectionHeader trail={[]} crumb="Ana Sayfa" title={`Hoş geldiniz, ${me.data.adiSoyadi}`} />
      {hasQueue && <WorkQueue />}
      <section aria-labelledby="bolumler">
        <Typography id="bolumler" component="h2" variant="h5" sx={{ mb: 2 }}>
          Bölümler
        </Typography>
        {items.length === 0 ? (
          <Typography>Rolünüze ait bir bölüm henüz bulunmamaktadır.</Typography>
        ) : (
          <LinkCards items={items} wide heading="h3" />
        )}
      </section>
    </>
  );
}
