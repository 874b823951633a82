import { toJoinResult } from '../api/participation';
import { joinedMessage, LEAVE_CONFIRM_TEXT } from './participation-messages';

describe('join and leave acknowledgements', () => {
  it('names the alias and the blocked deposit in Turkish money format', () => {
    expect(joinedMessage('Kartal-123', 5000, 'TL')).toBe(
      'İhaleye katıldınız. Rumuzunuz: Kartal-123. Teminatınızdan 5.000,00 TL bloke edilmiştir.',
    );
    expect(joinedMessage('Kartal-123', 1234567.5, 'USD')).toContain('1.234.567,50 USD bloke edilmiştir.');
  });

  it('leaves out what the answer did not carry', () => {
    expect(joinedMessage(null, 5000)).toBe('İhaleye katıldınız. Teminatınızdan 5.000,00 TL bloke edilmiştir.');
    expect(joinedMessage('  ', 0)).toBe('İhaleye katıldınız.');
    expect(joinedMessage('Kartal-123', Number.NaN)).toBe('İhaleye katıldınız. Rumuzunuz: Kartal-123.');
  });

  it('reads the alias from the join answer, whatever its shape', () => {
    expect(toJoinResult({ cariRumuzu: 'Kartal-123' })).toEqual({ alias: 'Kartal-123' });
    expect(toJoinResult({ cariRumuzu: 42 })).toEqual({ alias: null });
    expect(toJoinResult(null)).toEqual({ alias: null });
    expect(toJoinResult(undefined)).toEqual({ alias: null });
  });

  it('asks before leaving with the exact text', () => {
    expect(LEAVE_CONFIRM_TEXT).toBe('İhaleden ayrılmak istediğinize emin misiniz? Blokeli teminatınız çözülecektir.');
  });
});
