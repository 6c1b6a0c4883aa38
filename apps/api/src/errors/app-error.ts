// An error the API means to answer with: status, envelope code and a catalogue message, never internals.
import type { ErrorCode } from '@shop/contract';
import type { MessageKey, MessageParams } from '../kernel/texts/messages';

export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly options: {
      field?: string;
      params?: MessageParams;
      /** Figures sent with the error (errors[0].dettagli) for the client to react to. */
      details?: Record<string, string | number>;
    } = {},
  ) {
    super(messageKey);
  }
}
