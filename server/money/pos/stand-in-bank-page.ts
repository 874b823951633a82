import { createHash } from 'node:crypto';
import { escapeHtml, htmlPage } from '../../kernel/html-page';
import { STAND_IN_CARDS, STAND_IN_SMS_CODE } from '../../../lib/rules/card-payment';

/**
 * The pages of the stand-in bank (POS_MODE=dev): the 3-D Secure card page, the result page that
 * posts the signed answer back to the merchant, and the "bank did not answer" page. Plain HTML
 * with inline CSS like the e-Devlet stand-in; every value goes through `escapeHtml`. The only
 * script is the one-line auto-submit of the result page, allowed by its hash (STAND_IN_SCRIPT_HASH).
 */
export const STAND_IN_BANK_TITLE = 'Örnek Banka – 3D Secure Ödeme';
export const STAND_IN_BANK_BANNER = 'Test ortamı: gerçek banka yerine geçen deneme sayfası';

const AUTO_SUBMIT = "document.getElementById('banka-sonuc').submit();";
/** The CSP source that lets exactly the auto-submit line run. */
export const STAND_IN_SCRIPT_HASH = `'sha256-${createHash('sha256').update(AUTO_SUBMIT).digest('base64')}'`;

// Contrast (WCAG AA): white on #0b3d6e 11:1, #1f2933 on white 14:1, #52606d on white 6.4:1, #9b111c on #fdecee 7:1.
const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;line-height:1.5;color:#1f2933;background:#eef2f6}
body{margin:0}
.banner{margin:0;padding:.6rem 1rem;background:#fff4c2;color:#5c4400;border-bottom:2px solid #c79a00;text-align:center;font-weight:600}
header .brand{background:#0b3d6e;color:#fff;padding:1rem 0}
header .brand p{margin:0 auto;max-width:36rem;padding-inline:1rem;font-size:1.25rem;font-weight:700}
main{max-width:36rem;margin:1.5rem auto;padding:0 1rem}
.card{background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:1.5rem}
h1{font-size:1.4rem;margin:0 0 1rem}
h2{font-size:1.1rem;margin:1.25rem 0 .5rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0 0 1rem}
dt{color:#52606d}
dd{margin:0;font-weight:700}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input{width:100%;padding:.6rem .75rem;font:inherit;font-size:1.05rem;border:1px solid #7b8794;border-radius:6px}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #0b5fff;outline-offset:2px}
.row{display:flex;gap:1rem}.row>div{flex:1}
.hint{color:#52606d;font-size:.9rem;margin:.25rem 0 0}
.error{background:#fdecee;color:#9b111c;border:1px solid #e3a1a8;border-radius:6px;padding:.75rem 1rem;margin:0 0 1rem}
.error ul{margin:0;padding-left:1.2rem}
button{margin-top:1.25rem;width:100%;padding:.8rem 1rem;font:inherit;font-weight:700;border:0;border-radius:6px;background:#0b3d6e;color:#fff;cursor:pointer}
table{border-collapse:collapse;width:100%;font-size:.92rem;margin-top:.5rem}
th,td{text-align:left;padding:.35rem .5rem;border-bottom:1px solid #d9e2ec}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
.back{display:inline-block;margin-top:1rem;color:#0b4fd6}
@media (max-width:480px){main{margin-top:1rem}.card{padding:1rem}.row{flex-direction:column;gap:0}}
`;

function layout(title: string, body: string, script = ''): string {
  return htmlPage({
    title,
    style: STYLE,
    header: `<header><p class="banner" role="note">${escapeHtml(STAND_IN_BANK_BANNER)}</p><div class="brand"><p>Örnek Banka</p></div></header>`,
    body,
    script,
  });
}

const hidden = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('\n');

export interface CardPageInput {
  /** The merchant's signed form, carried to the next step unchanged (and checked again there). */
  merchantFields: Record<string, string>;
  merchantName: string;
  /** "1.250,00 TL" */
  amountText: string;
  actionPath: string;
  errors?: string[];
  typed?: { kartNo?: string; sonKullanma?: string };
}

/** The bank's 3-D Secure page: the amount and merchant, the card, and the SMS-code step. */
export function renderCardPage(input: CardPageInput): string {
  const errors = input.errors?.length
    ? `<div class="error" role="alert"><ul>${input.errors.map((e) => `<li>${escapeHtml(e)}</li>`).join('')}</ul></div>`
    : '';
  const cards = Object.values(STAND_IN_CARDS)
    .map((c) => `<tr><td><code>${escapeHtml(c.label)}</code></td><td>${escapeHtml(c.what)}</td></tr>`)
    .join('');
  return layout(
    STAND_IN_BANK_TITLE,
    `<div class="card">
<h1>${escapeHtml(STAND_IN_BANK_TITLE)}</h1>
<dl>
<dt>İşyeri</dt><dd>${escapeHtml(input.merchantName)}</dd>
<dt>Tutar</dt><dd data-testid="banka-tutar">${escapeHtml(input.amountText)}</dd>
<dt>Sipariş No</dt><dd><code>${escapeHtml(input.merchantFields.oid ?? '')}</code></dd>
</dl>
${errors}
<form method="post" action="${escapeHtml(input.actionPath)}" novalidate>
${hidden(input.merchantFields)}
<h2>Kart Bilgileri</h2>
<label for="kartNo">Kart Numarası</label>
<input id="kartNo" name="kartNo" inputmode="numeric" autocomplete="cc-number" maxlength="23" required value="${escapeHtml(input.typed?.kartNo ?? '')}">
<div class="row">
<div><label for="sonKullanma">Son Kullanma Tarihi (AA/YY)</label>
<input id="sonKullanma" name="sonKullanma" inputmode="numeric" autocomplete="cc-exp" maxlength="5" placeholder="12/30" required value="${escapeHtml(input.typed?.sonKullanma ?? '')}"></div>
<div><label for="cvv">Güvenlik Kodu (CVV)</label>
<input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required></div>
</div>
<h2>3D Secure Doğrulama</h2>
<p class="hint">Cep telefonunuza gönderilen doğrulama kodunu giriniz. Test ortamında kod her zaman <strong><code>${STAND_IN_SMS_CODE}</code></strong> olur.</p>
<label for="smsKodu">SMS Doğrulama Kodu</label>
<input id="smsKodu" name="smsKodu" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required>
<button type="submit">Ödemeyi Onayla</button>
</form>
<h2>Test kartları</h2>
<p class="hint">Son kullanma tarihi ileri bir tarih, CVV herhangi üç hane olabilir.</p>
<table><thead><tr><th scope="col">Kart numarası</th><th scope="col">Sonuç</th></tr></thead><tbody>${cards}</tbody></table>
</div>`,
  );
}

/** The bank's answer, posted back to the merchant at once (and by a button if scripts are off). */
export function renderResultPage(input: { action: string; fields: Record<string, string>; approved: boolean }): string {
  const text = input.approved ? 'Ödemeniz onaylandı.' : 'Ödemeniz onaylanmadı.';
  return layout(
    STAND_IN_BANK_TITLE,
    `<div class="card">
<h1>${escapeHtml(text)}</h1>
<p>İşyerine yönlendiriliyorsunuz…</p>
<form id="banka-sonuc" method="post" action="${escapeHtml(input.action)}">
${hidden(input.fields)}
<button type="submit">İşyerine Dön</button>
</form>
</div>`,
    `<script>${AUTO_SUBMIT}</script>`,
  );
}

/** The timeout card: the bank never answers the merchant; the person only gets a way back. */
export function renderNoAnswerPage(backUrl: string): string {
  return layout(
    STAND_IN_BANK_TITLE,
    `<div class="card" role="alert">
<h1>Banka yanıt vermedi</h1>
<p>Ödeme işleminiz zaman aşımına uğradı. Kartınızdan herhangi bir tutar çekilmedi; işleminizi daha sonra tekrar deneyebilirsiniz.</p>
<a class="back" href="${escapeHtml(backUrl)}">İşyerine dön</a>
</div>`,
  );
}

/** A start whose signature did not hold (a forged or altered merchant form). */
export function renderRefusedPage(message: string): string {
  return layout(
    STAND_IN_BANK_TITLE,
    `<div class="card" role="alert">
<h1>Ödeme isteği doğrulanamadı</h1>
<p>${escapeHtml(message)}</p>
</div>`,
  );
}
