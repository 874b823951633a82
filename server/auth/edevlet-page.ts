import { PORTAL_NAME } from '../../lib/brand';
import { escapeHtml, htmlPage } from '../kernel/html-page';
import type { Citizen } from './queries';

/**
 * Server-rendered pages of the authorization service: the e-Devlet stand-in (EDEVLET_MODE=dev) and
 * the error page of the login round trip. Plain HTML with inline CSS, no scripts. Every value is
 * data (names come from the database) and goes through `escapeHtml`.
 */

export const STAND_IN_TITLE = 'e-Devlet Giriş (Test)';
export const STAND_IN_BANNER = 'Test ortamı: gerçek e-Devlet yerine geçen deneme sayfası';

// Colours meet WCAG AA contrast: white on #a3001b is 8.6:1, #1f2933 on white 14:1, #52606d on white 6.4:1.
const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{font-family:"Source Sans 3",system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;line-height:1.5;color:#1f2933;background:#f3f4f6}
body{margin:0}
.banner{margin:0;padding:.75rem 1rem;background:#fff4c2;color:#5c4400;border-bottom:2px solid #c79a00;text-align:center;font-weight:600}
header .brand{background:#a3001b;color:#fff;padding:1rem 0}
header .brand p{margin:0 auto;max-width:40rem;padding-inline:1rem;font-size:1.25rem;font-weight:700;letter-spacing:.01em}
main{max-width:40rem;margin:1.5rem auto;padding:0 1rem}
.card{background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:1.5rem}
h1{font-size:1.5rem;margin:0 0 .5rem}
.lead{margin:0 0 1.25rem;color:#52606d}
ul{list-style:none;margin:0;padding:0;display:grid;gap:.75rem}
button.citizen{display:flex;width:100%;flex-direction:column;align-items:flex-start;gap:.15rem;padding:.85rem 1rem;border:1px solid #9aa5b1;border-radius:6px;background:#fff;color:#1f2933;font:inherit;text-align:left;cursor:pointer}
button.citizen:hover{border-color:#a3001b;background:#fff5f6}
button.citizen:focus-visible{outline:3px solid #0b5fff;outline-offset:2px}
.name{font-weight:700;font-size:1.1rem}
.meta{color:#52606d;font-size:.95rem}
.note{color:#7a4b00;font-size:.9rem}
.back{display:inline-block;margin-top:1.25rem;color:#0b4fd6}
.actions{display:flex;flex-wrap:wrap;column-gap:1.5rem;margin:0}
.back:focus-visible{outline:3px solid #0b5fff;outline-offset:2px}
.error h1{color:#a3001b}
@media (max-width:480px){main{margin-top:1rem}.card{padding:1rem}}
`;

/** `standIn`: the page belongs to the test stand-in and says so; in oauth mode it is the portal's own. */
function layout(title: string, body: string, standIn: boolean): string {
  const top = standIn
    ? `<header><p class="banner" role="note">${escapeHtml(STAND_IN_BANNER)}</p><div class="brand"><p>e-Devlet Kapısı</p></div></header>`
    : `<header><div class="brand"><p>${escapeHtml(PORTAL_NAME)}</p></div></header>`;
  return htmlPage({ title, style: STYLE, header: top, body });
}

export interface CitizenPageInput {
  citizens: Citizen[];
  state: string;
  actionPath: string;
  portalUrl: string;
}

/** The stand-in's sign-in page: one submit button per test citizen, all in one POST form. */
export function renderCitizenPage(input: CitizenPageInput): string {
  const items = input.citizens
    .map((c) => {
      const fullName = `${c.adi} ${c.soyadi}`;
      const missingContact =
        !c.eposta && !c.gsm ? '<span class="note">E-posta ve GSM bilgisi kayıtlı değil</span>' : '';
      return `<li><button type="submit" class="citizen" name="kimlikNo" value="${escapeHtml(c.kimlikNo)}">
<span class="name">${escapeHtml(fullName)}</span>
<span class="meta">T.C. Kimlik No: ${escapeHtml(c.kimlikNo)}</span>${missingContact}
</button></li>`;
    })
    .join('\n');
  const list = input.citizens.length
    ? `<form method="post" action="${escapeHtml(input.actionPath)}">
<input type="hidden" name="state" value="${escapeHtml(input.state)}">
<ul aria-label="Test vatandaşları">
${items}
</ul>
</form>`
    : '<p>Kayıtlı test vatandaşı bulunamadı.</p>';
  return layout(
    STAND_IN_TITLE,
    `<div class="card">
<h1>${escapeHtml(STAND_IN_TITLE)}</h1>
<p class="lead">Portala hangi vatandaş olarak giriş yapmak istediğinizi seçiniz.</p>
${list}
<a class="back" href="${escapeHtml(input.portalUrl)}">Vazgeç ve portala dön</a>
</div>`,
    true,
  );
}

/** A failed step of the login round trip, as a page a person can read (never a redirect elsewhere). */
export function renderErrorPage(input: {
  title: string;
  message: string;
  portalUrl: string;
  /** Starts a new sign-in (the external login of the portal's own callback); omitted where pointless. */
  retryUrl?: string;
  standIn: boolean;
}): string {
  const retry = input.retryUrl ? `<a class="back retry" href="${escapeHtml(input.retryUrl)}">Tekrar dene</a>` : '';
  return layout(
    input.title,
    `<div class="card error" role="alert">
<h1>${escapeHtml(input.title)}</h1>
<p>${escapeHtml(input.message)}</p>
<p class="actions"><a class="back" href="${escapeHtml(input.portalUrl)}">Ana sayfaya dön</a>${retry}</p>
</div>`,
    input.standIn,
  );
}
