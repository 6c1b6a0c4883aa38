// An error the API means to answer with: status, envelope code and a catalogue message, never internals.
import type { ErrorCode } from '@shop/contract';
import type { MessageKey, MessageParams } from '../i18n/messages';

export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly options: { field?: string; params?: MessageParams } = {},
  ) {
    super(messageKey);
  }
}
