import { INSTITUTION_NAME, PORTAL_NAME } from '../../../lib/brand';
import { palette } from '../../../lib/theme-palette';
import { escapeHtml } from '../../kernel/html-page';
import type { NotificationText } from './describe';

export interface EmailMessage {
  subject: string;
  text: string;
  html: string;
}

/**
 * An e-mail from a notification (docs/architecture.md §13): plain text and HTML with the same
 * content. The HTML is accessible (lang="tr", one h1, a details table with header cells, the
 * portal's navy/ink colours, which pass WCAG AA on white, a logo with alt text, a visible link to
 * open and a visible unsubscribe link) and uses only inline styles and tables, which mail clients
 * keep.
 */
export function renderEmail(
  text: NotificationText,
  opts: { origin: string; recipientName: string; unsubscribeUrl: string },
): EmailMessage {
  const link = text.baglanti ? `${opts.origin}${text.baglanti}` : opts.origin;
  const linkLabel = text.baglanti?.startsWith('/ihaleler/') ? 'İhaleyi görüntüle' : 'Portalda görüntüle';
  const plain = [
    `Sayın ${opts.recipientName},`,
    '',
    ...text.paragraflar.flatMap((p) => [p, '']),
    ...(text.ayrintilar.length ? [...text.ayrintilar.map(([k, v]) => `${k}: ${v}`), ''] : []),
    `${linkLabel}: ${link}`,
    '',
    '--',
    `${INSTITUTION_NAME} · ${PORTAL_NAME}`,
    `Bu e-postaları almak istemiyorsanız: ${opts.unsubscribeUrl}`,
  ].join('\n');

  const e = escapeHtml;
  const rows = text.ayrintilar
    .map(
      ([k, v]) =>
        `<tr><th scope="row" style="text-align:left;padding:6px 12px 6px 0;font-weight:600;color:${palette.ink}">${e(k)}</th><td style="padding:6px 0;color:${palette.ink}">${e(v)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html>
<html lang="tr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(text.baslik)}</title></head>
<body style="margin:0;padding:0;background:${palette.surface};font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:${palette.ink}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${palette.surface}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border:1px solid ${palette.line}">
<tr><td style="background:${palette.navy};padding:16px 24px;color:#ffffff">
<img src="${e(opts.origin)}/logos/mke-esatis.svg" width="40" height="40" alt="${e(INSTITUTION_NAME)} logosu" style="vertical-align:middle;margin-right:12px">
<span style="font-size:18px;font-weight:700;vertical-align:middle">${e(PORTAL_NAME)}</span>
</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${palette.navy}">${e(text.baslik)}</h1>
<p style="margin:0 0 12px">Sayın ${e(opts.recipientName)},</p>
${text.paragraflar.map((p) => `<p style="margin:0 0 12px">${e(p)}</p>`).join('\n')}
${rows ? `<table style="margin:8px 0 16px;border-collapse:collapse">${rows}</table>` : ''}
<p style="margin:20px 0"><a href="${e(link)}" style="display:inline-block;background:${palette.navy};color:#ffffff;padding:12px 20px;text-decoration:underline;font-weight:700">${e(linkLabel)}</a></p>
<p style="margin:0;color:${palette.muted};font-size:14px">Bağlantı açılmazsa adresi tarayıcınıza yazın: <a href="${e(link)}" style="color:${palette.navy}">${e(link)}</a></p>
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid ${palette.line};font-size:14px;color:${palette.muted}">
${e(INSTITUTION_NAME)} · ${e(PORTAL_NAME)}<br>
Bu e-postayı bildirim izniniz olduğu için aldınız. <a href="${e(opts.unsubscribeUrl)}" style="color:${palette.navy}">E-posta bildirimlerini kapat</a>
</td></tr>
</table>
</td></tr></table>
</body>
</html>`;
  return { subject: text.baslik, text: plain, html };
}
