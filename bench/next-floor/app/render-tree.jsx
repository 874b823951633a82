import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';

/** One captured element: [tag, React props, children]; text is a string (bench/next-floor.ts). */
function render(node, key) {
  if (typeof node === 'string') return node;
  const [tag, props, children] = node;
  return createElement(tag, { ...props, key }, ...children.map(render));
}

/**
 * A portal page's markup as plain server elements: no data, no client component, nothing of ours but
 * the markup, its stylesheets (linked at the top of the tree) and the pictures it names. Read per
 * request, like the portal reads its render data.
 */
export function CapturedPage({ name }) {
  const tree = JSON.parse(readFileSync(path.join(process.env.FLOOR_PAGES, `${name}.json`), 'utf8'));
  return tree.map(render);
}
