/**
 * The refusal of a bid below the lowest the tender takes, written once: the bid box says it in the
 * form before asking (issue #36), and the server answers it when a bid reaches it too low
 * (server/auction/messages.ts). `minimum` is the amount with its currency: '9.500,00 TL'.
 */
export const bidTooLowMessage = (minimum: string) => `Teklifiniz en az ${minimum} olmalıdır.`;
