/**
 * A signed-in visitor's cookies for a portal in EDEVLET_MODE=dev, taken the way a browser takes
 * them (as e2e/profile-support.ts apiToken does): external login → the e-Devlet stand-in's page →
 * single-use code → token exchange → the account the session acts for (the person's own). Returns
 * the Cookie header a signed-in browser sends: the access token and the session marker.
 */
export async function signedInCookie(baseUrl: string, kimlikNo = '10000000214'): Promise<string> {
  const json = JSON.stringify({ Provider: 'EDevlet', ReturnUrl: `${baseUrl}/callback` });
  const start = await fetch(`${baseUrl}/auth/Account/external-login?json=${encodeURIComponent(json)}`, {
    redirect: 'manual',
  });
  const state = new URL(start.headers.get('location') ?? '', baseUrl).searchParams.get('state');
  if (!state) throw new Error(`no stand-in state (${start.status})`);
  const chosen = await fetch(`${baseUrl}/auth/edevlet`, {
    method: 'POST',
    body: new URLSearchParams({ state, kimlikNo }),
    redirect: 'manual',
  });
  const code = new URL(chosen.headers.get('location') ?? '', baseUrl).searchParams.get('access_token');
  if (!code) throw new Error(`no single-use code (${chosen.status})`);
  const exchanged = await fetch(`${baseUrl}/api/connect/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'external',
      client_id: 'ihale-client',
      client_secret: 'ihale-client-secret',
      external_token: code,
      provider: 'EDevlet',
    }),
  });
  if (!exchanged.ok) throw new Error(`token exchange: ${exchanged.status} ${await exchanged.text()}`);
  const unchosen = ((await exchanged.json()) as { access_token: string }).access_token;
  const bearer = { Authorization: `Bearer ${unchosen}` };
  const people = await fetch(`${baseUrl}/api/external-odata/GercekKisilikExternalOData?$select=CariId`, {
    headers: bearer,
  });
  const [person] = ((await people.json()) as { value: Array<{ CariId: number }> }).value;
  const bound = await fetch(`${baseUrl}/api/v1/CariBilgisi/AktifCari`, {
    method: 'PUT',
    headers: { ...bearer, 'Content-Type': 'application/json' },
    body: JSON.stringify({ cariId: person.CariId }),
  });
  if (!bound.ok) throw new Error(`account choice: ${bound.status} ${await bound.text()}`);
  const token = ((await bound.json()) as { data: { access_token: string } }).data.access_token;
  return `esatis_at=${token}; esatis_session=1`;
}
