// Evaluated in the page by bench/next-floor.ts (read as text: tsx would add its __name helper to a
// function passed from TypeScript, and the page has none). Returns the body as the server sent it,
// each element as [tag, React props, children], each text as a string, the page's stylesheets first.
(() => {
  // HTML attribute names React spells otherwise, and the boolean ones an empty value switches on.
  const renamed = { class: 'className', for: 'htmlFor', value: 'defaultValue', checked: 'defaultChecked' };
  const booleans = new Set(['hidden', 'disabled', 'checked', 'selected', 'readonly', 'required', 'multiple']);
  const camel = (s) => (s.startsWith('--') ? s : s.replace(/-([a-z])/g, (_, c) => c.toUpperCase()));
  const walk = (node) => {
    // React writes no whitespace of its own between tags: a text of spaces is the page's own.
    if (node.nodeType === Node.TEXT_NODE) return node.textContent;
    if (node.nodeType !== Node.ELEMENT_NODE) return null;
    const tag = node.tagName.toLowerCase();
    if (['script', 'template', 'noscript'].includes(tag)) return null;
    const props = {};
    for (const { name, value } of Array.from(node.attributes)) {
      if (name.startsWith('on') || name === 'nonce') continue;
      if (name === 'style') {
        props.style = Object.fromEntries(Array.from(node.style).map((p) => [camel(p), node.style.getPropertyValue(p)]));
      } else props[renamed[name] ?? name] = value === '' && booleans.has(name) ? true : value;
    }
    return [
      tag,
      props,
      Array.from(node.childNodes)
        .map(walk)
        .filter((c) => c !== null),
    ];
  };
  const sheets = Array.from(document.querySelectorAll('head link[rel="stylesheet"]')).map((l) => [
    'link',
    { rel: 'stylesheet', href: new URL(l.href).pathname.replace('/_next/static/', '/_portal/'), precedence: 'default' },
    [],
  ]);
  const body = Array.from(document.body.childNodes)
    .map(walk)
    .filter((c) => c !== null);
  return [...sheets, ...body];
})();
