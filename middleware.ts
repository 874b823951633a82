import { NextResponse, type NextRequest } from 'next/server';
import { COOKIE } from './lib/session/cookie-names';
import { guardRedirect } from './lib/session/route-guard';

/**
 * Two jobs, on the paths of the matcher only: the login guard of the profile routes (neither the
 * access cookie nor the refresh session's marker → `/?girisGerekli=1&donus=<the page>`), and /callback's headers — it carries a single-use code in its
 * address, which must never leak through a Referer header or a cache.
 */
export function middleware(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === '/callback' || pathname.startsWith('/callback/')) {
    const res = NextResponse.next();
    res.headers.set('Referrer-Policy', 'no-referrer');
    res.headers.set('Cache-Control', 'no-store');
    return res;
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

export const config = {
  matcher: [
    '/callback',
    '/hesabim/:path*',
    '/finansal-bilgilerim/:path*',
    '/firmalarim/:path*',
    '/katildigim-ihaleler/:path*',
    '/favori-ihaleler/:path*',
    '/profil-iletisim/:path*',
  ],
};
