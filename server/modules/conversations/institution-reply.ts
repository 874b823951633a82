import type { Db } from '../../db/client';
import type { HubSender } from '../../hub/app-hub';
import { pushLiveMessage } from './live-messages';
import { notifyAnswered } from './notify-answered';
import { addMessage, INSTITUTION_AUTHOR, type MessageRow } from './queries';

export interface InstitutionReplyResult {
  message: MessageRow;
  cariId: number;
}

export interface InstitutionReplyParams {
  iletisimId: number;
  icerik: string;
  now: Date;
  /** Who signs the answer; the operator command signs 'Kurum Yetkilisi', the support desk the staff member. */
  yazanAdiSoyadi?: string;
  /**
   * Runs the answer's transaction around `write` (which writes the answer): work that must commit
   * with the answer or not at all, like the back-office's row lock and audit record.
   */
  around?: (tx: Db, write: () => Promise<InstitutionReplyResult>) => Promise<InstitutionReplyResult>;
}

/**
 * Writes an institution answer (kurum_yazisi true) into a conversation, with its `yanitVerildi`
 * notification in the same transaction (docs/architecture.md §13), and, once it is committed,
 * pushes it live to the conversation's account. The one way an answer is written: by the operator
 * command and by the support desk (/yonetim/destek, docs/architecture.md §8). `hub` is the live
 * channel (app.hub; null where no hub can run: the operator CLI).
 */
export async function replyAsInstitution(
  db: Db,
  params: InstitutionReplyParams,
  hub: HubSender | null,
): Promise<InstitutionReplyResult> {
  const { around = (_tx, write) => write(), yazanAdiSoyadi = INSTITUTION_AUTHOR, ...message } = params;
  const result = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    return around(t, async () => {
      const written = await addMessage(t, { ...message, yazanAdiSoyadi, kurumYazisi: true });
      await notifyAnswered(t, { iletisimId: message.iletisimId, cariId: written.cariId, mesajId: written.message.id });
      return written;
    });
  });
  if (hub) pushLiveMessage(hub, result.cariId, result.message);
  return result;
}
