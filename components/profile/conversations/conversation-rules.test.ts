import { openConversationId } from './conversations-view';
import { newConversationProblems } from './new-conversation-dialog';
import { replyProblem } from './reply-box';

jest.mock('next/dynamic', () => () => () => null);

describe('conversation forms', () => {
  it('needs a topic and a title of at most 50 characters', () => {
    expect(newConversationProblems({ konuId: '', baslik: '' })).toEqual({
      konuId: 'Konu alanı zorunludur',
      baslik: 'Başlık alanı zorunludur',
    });
    expect(newConversationProblems({ konuId: '191', baslik: '   ' })).toEqual({ baslik: 'Başlık alanı zorunludur' });
    expect(newConversationProblems({ konuId: '191', baslik: 'x'.repeat(51) })).toEqual({
      baslik: 'Başlık maksimum 50 karakter olabilir.',
    });
    expect(newConversationProblems({ konuId: '191', baslik: 'Teminat iadesi' })).toEqual({});
  });

  it('needs a reply of at most 2000 characters', () => {
    expect(replyProblem('')).toBe('Mesaj alanı zorunludur');
    expect(replyProblem('  \n ')).toBe('Mesaj alanı zorunludur');
    expect(replyProblem('x'.repeat(2001))).toBe('Mesaj maksimum 2000 karakter olabilir.');
    expect(replyProblem('Teşekkürler')).toBeNull();
  });

  it('opens only a well-formed conversation id from the address', () => {
    expect(openConversationId('12')).toBe(12);
    expect(openConversationId(null)).toBeNull();
    expect(openConversationId('0')).toBeNull();
    expect(openConversationId('12abc')).toBeNull();
  });
});
