// The names of a reported problem's coded values in an order's audit log (its status and its kind),
// in the reader's language: the same names the issue's card and the issues grid show.
import type { AuditValueLabels } from '../../../app/manage/audit/audit-values';
import { issueMessages } from '../storefront/messages';
import { ISSUE_KINDS, issueStatusMessages } from './status-messages';

export const issueAuditValueLabels: AuditValueLabels = {
  ORDER_ISSUE_STATUS: issueStatusMessages,
  ORDER_ISSUE_KIND: Object.fromEntries(ISSUE_KINDS.map((kind) => [kind, issueMessages[kind]])),
};
