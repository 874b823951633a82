'use client';
import { useFinancialSummary } from '@/lib/api/queries/profile/finance';
import { AmountGrid, AmountTile } from '../common/amount-tile';
import { CurrencyAmountGroup } from '../common/currency-amount-group';
import { ProfileCard, ProfileHeading } from '../common/profile-card';
import { ErrorState, LoadingState } from '../common/state-message';
import { useActiveAccount } from '../common/use-active-account';

/** Finansal Özet (docs/spec.md §2): the seven amounts of the active account in TL, then per other currency it holds. */
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
          <>
            <AmountGrid label="Finansal özet tutarları">
              {summary.data.lines.map((l) => (
                <AmountTile
                  key={l.key}
                  label={l.label}
                  amount={l.amount}
                  hint={l.hint}
                  emphasis={l.key === 'kullanilabilirTeminatTutari'}
                />
              ))}
            </AmountGrid>
            {summary.data.currencies.map((c) => (
              <CurrencyAmountGroup
                key={c.currency}
                currency={c.currency}
                lines={c.lines}
                emphasisKey="kullanilabilirTeminatTutari"
                label="Finansal özet tutarları"
              />
            ))}
          </>
        )}
      </ProfileCard>
    </>
  );
}
