import robots from './robots';
import { GUARDED_PATHS } from '@/lib/session/route-guard';

describe('robots.txt', () => {
  it('keeps crawlers out of every guarded profile page, the back office, the API and the login return', () => {
    const rules = robots().rules;
    const disallow = (Array.isArray(rules) ? rules[0] : rules).disallow;
    expect(disallow).toEqual(
      expect.arrayContaining([...GUARDED_PATHS, '/bildirimler', '/yonetim', '/api/', '/auth/', '/callback']),
    );
  });
});
