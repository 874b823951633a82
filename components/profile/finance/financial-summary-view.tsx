'use client';
import { useFinancialSummary } from '@/lib/api/queries/profile/finance';
import { AmountGrid, AmountTile } from '../common/amount-tile';
import { ProfileCard, ProfileHeading } from '../common/profile-card';
import { ErrorState, LoadingState } from '../common/state-message';
import { useActiveAccount } from '../common/use-active-account';

/** Finansal Özet (docs/spec.md §2): the seven amounts of the active account, in TL. */
export function FinancialSummaryView() {
  const { cariId } = useActiveAccount();
  const summary = useFinancialSummary(cariId);
  return (
    <>
      <ProfileHeading
        title="Finansal Özet"
        lead="Teminat hareketlerinizden ve kazandığınız ihalelerden hesaplanan güncel tutarlar."
      />
      <ProfileCard title="Tutarlar" id="finansal-ozet">
        {summary.isPending ? (
          <LoadingState />
        ) : summary.isError ? (
          <ErrorState onRetry={() => void summary.refetch()} />
        ) : (
          <AmountGrid label="Finansal özet tutarları">
            {summary.data.map((l) => (
              <AmountTile
                key={l.key}
                label={l.label}
                amount={l.amount}
                hint={l.hint}
                emphasis={l.key === 'kullanilabilirTeminatTutari'}
              />
            ))}
          </AmountGrid>
        )}
      </ProfileCard>
    </>
  );
}
