/**
 * The XSS payloads of the security suite (server/security/xss.test.ts, e2e/security-xss.spec.ts):
 * scripts, event handlers, javascript: and data: links, SVG, attribute breakouts, parser tricks.
 */
export const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">tıkla</a>',
  '<a href="JaVaScRiPt&#58;alert(1)">tıkla</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '<p title="x" onmouseover="alert(1)">üzerine gel</p>',
  '<img src="x" alt="a" onerror="alert(1)" x="">',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="data:text/html,<script>alert(1)</script>">veri</a>',
  '<math><mi xlink:href="javascript:alert(1)">m</mi></math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<style>@import "javascript:alert(1)";</style><p style="background:url(javascript:alert(1))">stil</p>',
  '<form action="javascript:alert(1)"><button>gönder</button></form>',
  '<base href="https://evil.example/">',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<details open ontoggle=alert(1)>',
];
