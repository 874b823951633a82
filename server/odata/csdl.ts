import { CONTAINER, type EdmModel, type EdmProperty, NAMESPACE } from './edm-model';

/**
 * $metadata in the two CSDL formats: XML (OData CSDL XML 4.0, what Excel, Power BI and most
 * generators read) and JSON (OData CSDL JSON 4.01). Written by hand from the EdmModel: the
 * documents are small and fixed, and the npm packages that write CSDL bring their own model
 * classes, which would be a second definition of the sets (docs/architecture.md §10).
 */

const qualified = (name: string) => `${NAMESPACE}.${name}`;

const xmlAttr = (s: string | number | boolean) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function attrs(pairs: Record<string, string | number | boolean | undefined>): string {
  return Object.entries(pairs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${xmlAttr(v as string | number | boolean)}"`)
    .join('');
}

function xmlProperty(p: EdmProperty): string {
  return `<Property${attrs({
    Name: p.name,
    Type: p.type,
    Nullable: p.nullable ? undefined : 'false',
    Precision: p.precision,
    Scale: p.scale,
  })}/>`;
}

export function csdlXml(model: EdmModel): string {
  const lines: string[] = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<edmx:Edmx Version="4.0" xmlns:edmx="http://docs.oasis-open.org/odata/ns/edmx">',
    '<edmx:DataServices>',
    `<Schema Namespace="${NAMESPACE}" xmlns="http://docs.oasis-open.org/odata/ns/edm">`,
  ];
  for (const t of model.types) {
    lines.push(`<EntityType${attrs({ Name: t.name })}>`);
    lines.push(`<Key><PropertyRef${attrs({ Name: t.key })}/></Key>`);
    for (const p of t.properties) lines.push(xmlProperty(p));
    for (const n of t.navigations) {
      const type = n.collection ? `Collection(${qualified(n.target)})` : qualified(n.target);
      lines.push(
        `<NavigationProperty${attrs({ Name: n.name, Type: type, Nullable: n.collection || n.nullable ? undefined : 'false' })}/>`,
      );
    }
    lines.push('</EntityType>');
  }
  lines.push(`<EntityContainer${attrs({ Name: CONTAINER })}>`);
  for (const s of model.sets) {
    if (s.bindings.length === 0) {
      lines.push(`<EntitySet${attrs({ Name: s.name, EntityType: qualified(s.type) })}/>`);
      continue;
    }
    lines.push(`<EntitySet${attrs({ Name: s.name, EntityType: qualified(s.type) })}>`);
    for (const b of s.bindings) lines.push(`<NavigationPropertyBinding${attrs({ Path: b.path, Target: b.target })}/>`);
    lines.push('</EntitySet>');
  }
  lines.push('</EntityContainer>', '</Schema>', '</edmx:DataServices>', '</edmx:Edmx>');
  return `${lines.join('\n')}\n`;
}

/** CSDL JSON: `$Type` defaults to Edm.String and `$Nullable` to false, so only the rest is written. */
export function csdlJson(model: EdmModel): Record<string, unknown> {
  const ns: Record<string, unknown> = {};
  for (const t of model.types) {
    const type: Record<string, unknown> = { $Kind: 'EntityType', $Key: [t.key] };
    for (const p of t.properties) {
      const prop: Record<string, unknown> = {};
      if (p.type !== 'Edm.String') prop.$Type = p.type;
      if (p.nullable) prop.$Nullable = true;
      if (p.precision !== undefined) prop.$Precision = p.precision;
      if (p.scale !== undefined) prop.$Scale = p.scale;
      type[p.name] = prop;
    }
    for (const n of t.navigations) {
      const nav: Record<string, unknown> = { $Kind: 'NavigationProperty', $Type: qualified(n.target) };
      if (n.collection) nav.$Collection = true;
      else if (n.nullable) nav.$Nullable = true;
      type[n.name] = nav;
    }
    ns[t.name] = type;
  }
  const container: Record<string, unknown> = { $Kind: 'EntityContainer' };
  for (const s of model.sets) {
    const set: Record<string, unknown> = { $Collection: true, $Type: qualified(s.type) };
    if (s.bindings.length)
      set.$NavigationPropertyBinding = Object.fromEntries(s.bindings.map((b) => [b.path, b.target]));
    container[s.name] = set;
  }
  ns[CONTAINER] = container;
  return { $Version: '4.0', $EntityContainer: qualified(CONTAINER), [NAMESPACE]: ns };
}
