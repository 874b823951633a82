import type { Db } from '../db/client';
import { pushLiveMessage } from '../modules/conversations/live-messages';
import { addMessage, INSTITUTION_AUTHOR, type MessageRow } from '../modules/conversations/queries';

export interface InstitutionReplyResult {
  message: MessageRow;
  cariId: number;
}

/**
 * Writes an institution answer (kurum_yazisi true, signed 'Kurum Yetkilisi') into a conversation
 * and, once it is committed, pushes it live to the conversation's account. `notify` is the live
 * channel; the default goes through the process's hub (a no-op when none is running).
 */
export async function replyAsInstitution(
  db: Db,
  params: { iletisimId: number; icerik: string; now: Date },
  notify: (cariId: number, message: MessageRow) => void = pushLiveMessage,
): Promise<InstitutionReplyResult> {
  const result = await addMessage(db, { ...params, yazanAdiSoyadi: INSTITUTION_AUTHOR, kurumYazisi: true });
  notify(result.cariId, result.message);
  return result;
}
