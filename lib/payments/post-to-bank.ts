/**
 * Sends the browser to the bank's 3-D Secure page the way virtual POS integrations require: a real
 * form POST of the signed fields (not a fetch: the bank's page must become the top-level page, and
 * the card is typed there, never on the portal).
 */
export function postToBank(gatewayUrl: string, fields: Record<string, string>, doc: Document = document): void {
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = gatewayUrl;
  form.style.display = 'none';
  for (const [name, value] of Object.entries(fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
}
