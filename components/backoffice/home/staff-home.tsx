'use client';
import Typography from '@mui/material/Typography';
import { useStaffMe } from '@/lib/api/queries/staff-me';
import { navFor } from '@/lib/backoffice/staff-nav';
import { LinkCards } from '@/components/backoffice/common/link-cards';
import { SectionHeader } from '@/components/backoffice/layout/section-header';

/** /yonetim: a welcome and the sections the staff member's roles open. */
export function StaffHome() {
  const me = useStaffMe();
  if (!me.data) return null;
  const items = navFor(me.data.roller);
  return (
    <>
      <SectionHeader trail={[]} crumb="Ana Sayfa" title={`Hoş geldiniz, ${me.data.adiSoyadi}`} />
      {items.length === 0 ? (
        <Typography>Rolünüze ait bir bölüm henüz bulunmamaktadır.</Typography>
      ) : (
        <LinkCards items={items} wide />
      )}
    </>
  );
}
