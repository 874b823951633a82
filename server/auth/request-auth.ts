/**
 * Who is calling, as the auth layer establishes it for every /api request (server/auth fills it).
 * Undefined for anonymous callers. `cariIds` are all accounts the person may act for: their own
 * person account (when registered) and every company they are authorised for.
 */
export interface RequestAuth {
  kimlikNo: string;
  personCariId: number | null;
  gercekKisilikId: number | null;
  cariIds: number[];
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: RequestAuth;
  }
}
