import { z } from 'zod';
import { idSchema, messageSchema } from '../../lib/rules/profile-schemas';
import { PROFILE_MESSAGES } from '../../lib/rules/profile-messages';
import { operatorAdminSchema } from '../../lib/rules/staff-admin';
import { addFirstAdmin } from '../backoffice/staff/staff-changes';
import type { ServerConfig } from '../config';
import { type Db, DataDirLockedError, openDatabase } from '../db/client';
import { ApiError } from '../http/errors';
import { DomainError } from '../kernel/domain-error';
import { replyAsInstitution } from '../modules/conversations/institution-reply';
import { OPERATOR_KEY_HEADER, readOrCreateOperatorKey } from './operator-key';

export const USAGE = `Kullanım:
  npm run operator -- reply <iletisimId> "<yanıt metni>"
  npm run operator -- yonetici-ekle <T.C. kimlik no> "<Ad Soyad>"

reply: kurum adına bir iletişim kaydına yanıt yazar ve açık oturumlara canlı iletir.
yonetici-ekle: gerçek bir kurulumun ilk Yöneticisini ekler (yalnızca etkin Yönetici yokken); Yönetici
ilk girişinde doğrulama uygulamasını karekodla kaydeder. Komut hiçbir gizli bilgi yazmaz.

Portal çalışıyorsa işlem portal üzerinden (yalnızca bu makineden, DATA_DIR/operator.key ile)
yapılır; çalışmıyorsa doğrudan veritabanına yazılır.`;

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

/** One operator command: what it asks of the running portal, or does itself when none runs. */
interface Command<T> {
  path: string;
  body: unknown;
  direct(db: Db): Promise<T>;
  said(answer: T, viaPortal: boolean): string;
  failure: string;
}

/**
 * `operator reply <id> <text>` and `operator yonetici-ekle <TC> <name>`: answers 0 when done, 1 when
 * refused or failed, 2 for a usage error. Talks to the running portal first; only when nothing
 * listens on its port does it open the database itself (PGlite's folder lock still refuses if
 * another process holds it).
 */
export async function runOperator(argv: string[], config: ServerConfig, io: OperatorIo): Promise<number> {
  const [command, ...rest] = argv;
  const usage = (messages: Iterable<string> = [USAGE]) => {
    for (const m of new Set(messages)) io.err(m);
    return 2;
  };
  if (command === 'reply' && rest.length === 2) {
    const parsed = replyArgs.safeParse({ id: rest[0], icerik: rest[1] });
    if (!parsed.success) return usage(parsed.error.issues.map((i) => i.message));
    const { id, icerik } = parsed.data;
    return run(config, io, {
      path: `/api/operator/iletisim/${id}/cevap`,
      body: { icerik },
      // No portal is running here, so nobody is connected to this instance: nothing to push live.
      direct: async (db) => {
        const { message, cariId } = await replyAsInstitution(db, { iletisimId: id, icerik, now: new Date() }, null);
        return { id: message.id, cariId };
      },
      said: (m: { id: number; cariId: number }, viaPortal) =>
        viaPortal
          ? `Yanıt kaydedildi: mesaj #${m.id}, iletişim #${id} (hesap #${m.cariId}); portal hesabın açık oturumlarına canlı iletir.`
          : `Yanıt kaydedildi: mesaj #${m.id}, iletişim #${id} (portal çalışmıyor; doğrudan veritabanına yazıldı).`,
      failure: 'Yanıt kaydedilemedi',
    });
  }
  if (command === 'yonetici-ekle' && rest.length === 2) {
    const parsed = operatorAdminSchema.safeParse({ kimlikNo: rest[0], adiSoyadi: rest[1] });
    if (!parsed.success) return usage(parsed.error.issues.map((i) => i.message));
    return run(config, io, {
      path: '/api/operator/yonetici',
      body: parsed.data,
      direct: (db) => addFirstAdmin(db, parsed.data, new Date()),
      said: (s: { id: number; adiSoyadi: string }) =>
        `Yönetici eklendi: ${s.adiSoyadi} (personel #${s.id}). İlk girişinde e-Devlet'ten sonra doğrulama uygulamasını karekodla kaydedecek.`,
      failure: 'Yönetici eklenemedi',
    });
  }
  return usage();
}

async function run<T>(config: ServerConfig, io: OperatorIo, c: Command<T>): Promise<number> {
  const key = readOrCreateOperatorKey(config.dataDir);
  let response: Response;
  try {
    response = await fetch(`${portalBaseUrl(config)}${c.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', [OPERATOR_KEY_HEADER]: key },
      body: JSON.stringify(c.body),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (err) {
    if (!isConnectionRefused(err)) {
      io.err(`Portala ulaşılamadı: ${(err as Error).message}`);
      return 1;
    }
    return runDirectly(config, io, c);
  }
  const body = (await response.json().catch(() => null)) as { data?: T; message?: string } | null;
  if (!response.ok || !body?.data) {
    io.err(`${c.failure} (${response.status}): ${body?.message ?? 'beklenmeyen yanıt'}`);
    return 1;
  }
  io.out(c.said(body.data, true));
  return 0;
}

async function runDirectly<T>(config: ServerConfig, io: OperatorIo, c: Command<T>): Promise<number> {
  let handle: Awaited<ReturnType<typeof openDatabase>> | undefined;
  try {
    handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    io.out(c.said(await c.direct(handle.db), false));
    return 0;
  } catch (err) {
    io.err(
      err instanceof ApiError || err instanceof DomainError ? err.message : `${c.failure}: ${(err as Error).message}`,
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
