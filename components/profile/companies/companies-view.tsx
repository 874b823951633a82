'use client';
import { useState } from 'react';
import { clientIsland } from '@/components/common/client-island';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import type { CompanyRow } from '@/lib/api/profile/companies';
import { useCompanies, useUnlinkCompany } from '@/lib/api/queries/profile/companies';
import { ProfileCard, ProfileHeading } from '../common/profile-card';
import { type Column, ProfileTable } from '../common/profile-table';
import { EmptyState, ErrorState, LoadingState } from '../common/state-message';
import { useActiveAccount } from '../common/use-active-account';
import { DeleteCompanyDialog } from './delete-company-dialog';
import { Icon } from '@/components/ui/icon';
import { AddIcon } from '@/components/ui/icons/add';
import { DeleteOutlinedIcon } from '@/components/ui/icons/delete-outlined';

const AddCompanyDialog = clientIsland(() => import('./add-company-dialog').then((m) => m.AddCompanyDialog));

/** Firmalarım (docs/spec.md §2): the companies the person is authorised for, add from the registry, delete. */
export function CompaniesView() {
  const account = useActiveAccount();
  const companies = useCompanies(account.kimlikNo);
  const unlink = useUnlinkCompany(account.kimlikNo);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<CompanyRow | null>(null);

  const columns: Column<CompanyRow>[] = [
    { key: 'unvan', header: 'Firma Unvanı', render: (r) => r.unvani },
    { key: 'vkn', header: 'Vergi Numarası', render: (r) => r.vergiNumarasi, nowrap: true },
    {
      key: 'islem',
      header: 'İşlem',
      align: 'right',
      hideLabelOnMobile: true,
      render: (r) => {
        const active = account.isCompany && account.cariId === r.id;
        const button = (
          <Button
            variant="outlined"
            color="secondary"
            size="small"
            startIcon={<Icon def={DeleteOutlinedIcon} />}
            onClick={() => setDeleting(r)}
            disabled={active}
            aria-label={`${r.unvani} firmasını sil`}
          >
            Sil
          </Button>
        );
        // The company the user acts for now cannot go: the session is bound to it until logout.
        return active ? (
          <Tooltip title="Şu anda bu firma adına işlem yapıyorsunuz.">
            <span>{button}</span>
          </Tooltip>
        ) : (
          button
        );
      },
    },
  ];

  return (
    <>
      <ProfileHeading
        title="Firmalarım"
        lead="Adına işlem yapmaya yetkili olduğunuz firmalar. Eklediğiniz firmalar bir sonraki girişinizde seçilebilir."
      />
      <ProfileCard
        title="Yetkili Olduğum Firmalar"
        id="firmalar"
        padded={false}
        actions={
          <Button
            variant="contained"
            startIcon={<Icon def={AddIcon} />}
            onClick={() => setAdding(true)}
            disabled={!account.kimlikNo}
          >
            Yeni Firma Ekle
          </Button>
        }
      >
        {companies.isPending ? (
          <LoadingState />
        ) : companies.isError ? (
          <ErrorState onRetry={() => void companies.refetch()} />
        ) : companies.data.length === 0 ? (
          <EmptyState />
        ) : (
          <ProfileTable
            caption="Yetkili olduğum firmalar"
            columns={columns}
            rows={companies.data}
            rowKey={(r) => r.vergiNumarasi}
          />
        )}
      </ProfileCard>

      {adding && account.kimlikNo && (
        <AddCompanyDialog open={adding} onClose={() => setAdding(false)} kimlikNo={account.kimlikNo} />
      )}
      <DeleteCompanyDialog
        company={deleting}
        pending={unlink.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={(c) => unlink.mutate(c.vergiNumarasi, { onSuccess: () => setDeleting(null) })}
      />
    </>
  );
}
