import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema';
import type { EntityDef, EntitySetDef, PropType } from './model';

/**
 * The service's Entity Data Model, derived from the same EntitySetDef/EntityDef definitions the
 * queries run on (one definition): entity types reachable from the public sets, their keys,
 * properties with Edm types and facets, navigation properties, and the container's sets.
 * $metadata (csdl.ts) and the service document are written from it (docs/architecture.md §10).
 */

export const NAMESPACE = 'Esatis';
export const CONTAINER = 'Container';

export interface EdmProperty {
  name: string;
  type: string;
  nullable: boolean;
  precision?: number;
  /** A number, or 'variable' for computed decimals whose scale depends on the data. */
  scale?: number | 'variable';
}

export interface EdmNavigation {
  name: string;
  /** Unqualified target entity type name. */
  target: string;
  collection: boolean;
  /** A single-valued navigation may find nothing (a nullable foreign key, or a scope hides the row). */
  nullable: boolean;
}

export interface EdmEntityType {
  name: string;
  key: string;
  properties: EdmProperty[];
  navigations: EdmNavigation[];
}

export interface EdmEntitySet {
  name: string;
  type: string;
  /** Navigation property → the public set every target of it belongs to. */
  bindings: { path: string; target: string }[];
}

export interface EdmModel {
  types: EdmEntityType[];
  sets: EdmEntitySet[];
}

const EDM_TYPE: Record<PropType, string> = {
  int32: 'Edm.Int32',
  int64: 'Edm.Int64',
  decimal: 'Edm.Decimal',
  string: 'Edm.String',
  boolean: 'Edm.Boolean',
  datetime: 'Edm.DateTimeOffset',
};

interface ColumnFacts {
  notNull: boolean;
  precision?: number;
  scale?: number;
}

let columnsByTable: Map<string, Map<string, ColumnFacts>> | undefined;

/** Nullability and numeric facets of every column, read once from the Drizzle schema. */
function columnFacts(table: string, column: string): ColumnFacts | undefined {
  if (!columnsByTable) {
    columnsByTable = new Map();
    for (const value of Object.values(schema)) {
      if (!is(value, PgTable)) continue;
      const config = getTableConfig(value);
      const columns = new Map<string, ColumnFacts>();
      for (const c of config.columns) {
        const numeric = c as unknown as { precision?: number; scale?: number };
        columns.set(c.name, {
          notNull: c.notNull || c.primary,
          precision: typeof numeric.precision === 'number' ? numeric.precision : undefined,
          scale: typeof numeric.scale === 'number' ? numeric.scale : undefined,
        });
      }
      columnsByTable.set(config.name, columns);
    }
  }
  return columnsByTable.get(table)?.get(column);
}

function propertiesOf(entity: EntityDef): EdmProperty[] {
  return Object.entries(entity.props).map(([name, prop]) => {
    const facts = prop.column ? columnFacts(entity.table, prop.column) : undefined;
    const out: EdmProperty = {
      name,
      type: EDM_TYPE[prop.type],
      nullable: facts ? !facts.notNull : prop.nullable !== false,
    };
    if (prop.type === 'decimal') {
      if (facts?.precision !== undefined) out.precision = facts.precision;
      out.scale = facts?.scale ?? 'variable';
    }
    // Values are written with milliseconds (execute.ts); without the facet the precision would be 0.
    if (prop.type === 'datetime') out.precision = 3;
    return out;
  });
}

function keyOf(entity: EntityDef): string {
  const key = Object.entries(entity.props).find(([, p]) => p.column === entity.keyColumn);
  if (!key)
    throw new Error(`OData model: entity ${entity.name} has no property for its key column ${entity.keyColumn}`);
  return key[0];
}

function navigationsOf(entity: EntityDef): EdmNavigation[] {
  return Object.entries(entity.navs).map(([name, nav]) => {
    const target = nav.target();
    const sourceFacts = columnFacts(entity.table, nav.sourceColumn);
    // A to-one target can be missing: a nullable foreign key, or a scope on the target (a tender
    // withdrawn since) hides it.
    const nullable = !nav.many && (!sourceFacts?.notNull || target.scope !== undefined || nav.scope !== undefined);
    return { name, target: target.name, collection: nav.many, nullable };
  });
}

/** Same name, same shape: two EntityDefs over like tables (tender and item files) are one type. */
const signature = (t: EdmEntityType) => JSON.stringify(t);

/**
 * Builds the model of the given public sets. Every entity type reachable through navigation is in
 * it. Two different shapes under one type name are a programming error, thrown at start-up.
 */
export function buildEdmModel(publicSets: readonly EntitySetDef[]): EdmModel {
  const types = new Map<string, EdmEntityType>();
  const seen = new Set<EntityDef>();
  const visit = (entity: EntityDef) => {
    if (seen.has(entity)) return;
    seen.add(entity);
    const type: EdmEntityType = {
      name: entity.name,
      key: keyOf(entity),
      properties: propertiesOf(entity),
      navigations: navigationsOf(entity),
    };
    const existing = types.get(type.name);
    if (existing && signature(existing) !== signature(type)) {
      throw new Error(`OData model: two different entity types are both named ${type.name}`);
    }
    types.set(type.name, type);
    for (const nav of Object.values(entity.navs)) visit(nav.target());
  };
  for (const set of publicSets) visit(set.entity);

  // A binding says every entity reached through the navigation is a member of the target set:
  // true only for a set that holds all rows of that entity (no base filter of its own).
  const wholeSetOf = (entity: EntityDef) => publicSets.find((s) => s.entity === entity && !s.baseFilter);
  const sets = publicSets.map((set) => ({
    name: set.name,
    type: set.entity.name,
    bindings: Object.entries(set.entity.navs).flatMap(([path, nav]) => {
      const target = wholeSetOf(nav.target());
      return target && !nav.scope ? [{ path, target: target.name }] : [];
    }),
  }));
  return { types: [...types.values()].sort((a, b) => a.name.localeCompare(b.name)), sets };
}
