import { eq } from 'drizzle-orm';
import { TENDER_TYPE } from '../../lib/contract/lookups';
import type { Db } from '../db/client';
import { cari } from '../db/schema';
import type { HubSender } from '../hub/app-hub';
import { ApiError } from '../http/errors';
import { openConversation } from '../modules/conversations/queries';
import { replyAsInstitution } from '../modules/conversations/institution-reply';

/** A conversation a journey asks for (server/e2e-fixtures/routes-money.ts validates it). */
export interface ConversationSpec {
  /** The account whose conversation it is. */
  cariId: number;
  baslik: string;
  /** The bidder's first message. */
  mesaj: string;
  /** An institution answer already given (the conversation is then "Yanıtlandı"). */
  kurumYaniti?: string;
  /** The topic (a child of kategori 190); default 191. */
  konuId?: number;
}

export interface MadeConversation {
  id: number;
  baslik: string;
}

/** How the seed's support desk signs an answer. */
const DESK = 'E-Satış Destek Birimi';

/**
 * A conversation of the journey's own account, opened as the bidder opens one (İletişim: a title, a
 * topic, the first message signed with the account's name) and, when asked, answered as the
 * institution answers (replyAsInstitution: the answer, its notification and its live push).
 */
export async function makeConversation(
  db: Db,
  spec: ConversationSpec,
  now: Date,
  hub: HubSender | null,
): Promise<MadeConversation> {
  const [account] = await db.select({ unvan: cari.unvan }).from(cari).where(eq(cari.id, spec.cariId));
  if (!account) throw new ApiError(400, 'ValidationError', `No account ${spec.cariId}.`);
  const { conversation } = await openConversation(db, {
    cariId: spec.cariId,
    konuId: spec.konuId ?? 191,
    baslik: spec.baslik,
    ihaleTipiId: TENDER_TYPE.publicSale,
    now,
    firstMessage: { icerik: spec.mesaj, yazanAdiSoyadi: account.unvan },
  });
  if (spec.kurumYaniti !== undefined) {
    await replyAsInstitution(
      db,
      { iletisimId: conversation.id, icerik: spec.kurumYaniti, now, yazanAdiSoyadi: DESK },
      hub,
    );
  }
  return { id: conversation.id, baslik: conversation.baslik };
}
