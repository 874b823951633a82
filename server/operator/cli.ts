import { z } from 'zod';
import { idSchema, messageSchema } from '../../lib/rules/profile-schemas';
import { PROFILE_MESSAGES } from '../../lib/rules/profile-messages';
import type { ServerConfig } from '../config';
import { DataDirLockedError, openDatabase } from '../db/client';
import { ApiError } from '../http/errors';
import { DomainError } from '../modules/domain-error';
import { replyAsInstitution } from './institution-reply';
import { OPERATOR_KEY_HEADER, readOrCreateOperatorKey } from './operator-key';

export const USAGE = `Kullanım:
  npm run operator -- reply <iletisimId> "<yanıt metni>"

Kurum adına bir iletişim kaydına yanıt yazar ve açık oturumlara canlı iletir. Portal çalışıyorsa
yanıt portal üzerinden (yalnızca bu makineden, DATA_DIR/operator.key ile) yazılır; çalışmıyorsa
doğrudan veritabanına yazılır.`;

export interface OperatorIo {
  out(line: string): void;
  err(line: string): void;
}

const replyArgs = z.object({
  id: idSchema(PROFILE_MESSAGES.conversationRequired, PROFILE_MESSAGES.conversationInvalid),
  icerik: messageSchema,
});

/** Loopback address of the portal this configuration describes. */
export function portalBaseUrl(config: Pick<ServerConfig, 'port'>): string {
  return `http://127.0.0.1:${config.port}`;
}

const isConnectionRefused = (err: unknown) => {
  const code = (err as { cause?: { code?: string } })?.cause?.code ?? (err as { code?: string })?.code;
  return code === 'ECONNREFUSED';
};

/**
 * `operator reply <id> <text>`: answers 0 when the reply is stored, 1 when it was refused or failed,
 * 2 for a usage error. Talks to the running portal first; only when nothing listens on its port does
 * it open the database itself (PGlite's folder lock still refuses if another process holds it).
 */
export async function runOperator(argv: string[], config: ServerConfig, io: OperatorIo): Promise<number> {
  const [command, ...rest] = argv;
  if (command !== 'reply' || rest.length !== 2) {
    io.err(USAGE);
    return 2;
  }
  const parsed = replyArgs.safeParse({ id: rest[0], icerik: rest[1] });
  if (!parsed.success) {
    for (const message of new Set(parsed.error.issues.map((i) => i.message))) io.err(message);
    return 2;
  }
  const { id, icerik } = parsed.data;
  const key = readOrCreateOperatorKey(config.dataDir);

  let response: Response;
  try {
    response = await fetch(`${portalBaseUrl(config)}/api/operator/iletisim/${id}/cevap`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', [OPERATOR_KEY_HEADER]: key },
      body: JSON.stringify({ icerik }),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (err) {
    if (!isConnectionRefused(err)) {
      io.err(`Portala ulaşılamadı: ${(err as Error).message}`);
      return 1;
    }
    return replyDirectly(config, id, icerik, io);
  }

  const body = (await response.json().catch(() => null)) as {
    data?: { id: number; cariId: number };
    message?: string;
  } | null;
  if (!response.ok || !body?.data) {
    io.err(`Yanıt kaydedilemedi (${response.status}): ${body?.message ?? 'beklenmeyen yanıt'}`);
    return 1;
  }
  io.out(
    `Yanıt kaydedildi: mesaj #${body.data.id}, iletişim #${id} (hesap #${body.data.cariId}); portal hesabın açık oturumlarına canlı iletir.`,
  );
  return 0;
}

async function replyDirectly(config: ServerConfig, id: number, icerik: string, io: OperatorIo): Promise<number> {
  let handle: Awaited<ReturnType<typeof openDatabase>> | undefined;
  try {
    handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    // No portal is running here, so nobody is connected to this instance: nothing to push live.
    const { message } = await replyAsInstitution(handle.db, { iletisimId: id, icerik, now: new Date() }, null);
    io.out(
      `Yanıt kaydedildi: mesaj #${message.id}, iletişim #${id} (portal çalışmıyor; doğrudan veritabanına yazıldı).`,
    );
    return 0;
  } catch (err) {
    io.err(
      err instanceof ApiError || err instanceof DomainError
        ? err.message
        : `Yanıt kaydedilemedi: ${(err as Error).message}`,
    );
    if (err instanceof DataDirLockedError) {
      io.err(
        `Portal başka bir portta çalışıyor olabilir: komutu portalla aynı PORT ayarıyla çalıştırın (şu an ${config.port}).`,
      );
    }
    return 1;
  } finally {
    await handle?.close();
  }
}
