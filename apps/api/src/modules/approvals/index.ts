// The approvals module: the rules that make orders wait for approval, the approval check at checkout and the
// approvals' records.
// Other code imports the module only through this file.
import type { ShopModule } from '../../kernel/module';
import manageRoutes from './manage.routes';

export { approvalReasons, requestApproval } from './approval-check';
export { isRuleEnabled } from './approval-rules.service';
export {
  deciderName,
  findAgentCeiling,
  findApprovals,
  markEdited,
  moveFromWaiting,
  writeDecision,
} from './approvals.repository';
export { toOrderApproval } from './approvals.view';

export const approvalsModule: ShopModule = {
  name: 'approvals',
  manage: () => [manageRoutes],
};
