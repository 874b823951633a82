import type * as schema from '../db/schema';

/** The insert shape of a schema table, by its export name. */
export type Insert<T extends keyof typeof schema> = (typeof schema)[T] extends { $inferInsert: infer R } ? R : never;
