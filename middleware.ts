import { NextResponse, type NextRequest } from 'next/server';
import { COOKIE } from './lib/session/cookie-names';
import { guardRedirect } from './lib/session/route-guard';
import { staffGuardRedirect } from './lib/backoffice/staff-route-guard';

/**
 * Three jobs, on the paths of the matcher only: the login guard of the profile routes (neither the
 * access cookie nor the refresh session's marker → `/?girisGerekli=1&donus=<the page>`), the
 * back-office's guard and headers (docs/architecture.md §8: no staff cookie → /yonetim/giris; never
 * indexed or cached), and the headers of the two pages that carry a single-use login code in
 * their address (/callback, /yonetim/giris), which must never leak through a Referer or a cache.
 */
export function middleware(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === '/callback' || pathname.startsWith('/callback/')) return withCodeHeaders(NextResponse.next());
  if (pathname === '/yonetim' || pathname.startsWith('/yonetim/')) {
    const target = staffGuardRedirect(
      pathname,
      request.cookies.get(COOKIE.staffSession)?.value,
      request.nextUrl.search,
    );
    const res = target ? NextResponse.redirect(new URL(target, request.nextUrl.origin)) : NextResponse.next();
    res.headers.set('X-Robots-Tag', 'noindex, nofollow');
    return withCodeHeaders(res);
  }
  const target = guardRedirect(
    pathname,
    {
      accessToken: request.cookies.get(COOKIE.accessToken)?.value,
      sessionMarker: request.cookies.get(COOKIE.sessionMarker)?.value,
    },
    request.nextUrl.search,
  );
  if (target) return NextResponse.redirect(new URL(target, request.nextUrl.origin));
  return NextResponse.next();
}

function withCodeHeaders(res: NextResponse): NextResponse {
  res.headers.set('Referrer-Policy', 'no-referrer');
  res.headers.set('Cache-Control', 'no-store');
  return res;
}

export const config = {
  matcher: [
    '/callback',
    '/hesabim/:path*',
    '/finansal-bilgilerim/:path*',
    '/firmalarim/:path*',
    '/katildigim-ihaleler/:path*',
    '/favori-ihaleler/:path*',
    '/profil-iletisim/:path*',
    '/bildirimler/:path*',
    '/yonetim',
    '/yonetim/:path*',
  ],
};
