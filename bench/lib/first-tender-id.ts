/** The first tender linked from /ihaleler (running tenders come first on the list): the detail page the benches measure. */
export async function firstTenderId(baseUrl: string): Promise<number> {
  const html = await (await fetch(`${baseUrl}/ihaleler`)).text();
  const m = /href="\/ihaleler\/(\d+)"/.exec(html);
  if (!m) throw new Error('no tender link on /ihaleler');
  return Number(m[1]);
}
