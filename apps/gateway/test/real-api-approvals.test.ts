// Approvals through GraphQL over the real REST API (in-process, demo data on PGlite): management sets
// the rules (a missing threshold at its argument), the approval queue with its reasons, an order's
// approval and next steps, approving and rejecting (the reason required, a late second decision a
// CONFLICT, the placer FORBIDDEN), and the customer's order showing the wait and the rejection's reason.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrderWithLines } from '../../api/test/helpers/order-lifecycle-fixtures';
import { startRealApi, type RealApi } from './support/real-api';
import { bearerCaller, startGateway } from './support/gateway';

let api: RealApi;
let gateway: FastifyInstance;
const { post, logIn, tokens } = bearerCaller(() => gateway);

const refusal = (res: {
  errors?: Array<{ message: string; extensions?: { code?: string; field?: string } }>;
}) => ({
  code: res.errors?.[0]?.extensions?.code,
  field: res.errors?.[0]?.extensions?.field,
});

beforeAll(async () => {
  api = await startRealApi();
  gateway = await startGateway(api.url, { LOGIN_RATE_LIMIT: '100', UPSTREAM_TIMEOUT_MS: '10000' });
  await logIn(['admin', 'rossi', 'moretti']);
  await logIn(['ufficio'], 'Provvisoria1');
}, 90_000);
afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

const SET_RULES = `mutation($input: ApprovalRulesInput!) {
  setApprovalRules(input: $input) { kind enabled threshold updatedBy updatedAt }
}`;
const QUEUE = `{ approvalQueue(pageSize: 100) { total items { canDecide reasons { kind value limit }
  order { number status total client { code } } } } }`;
const ORDER = `query($number: String!) { managedOrder(number: $number) { status version nextSteps
  approval { reasons { kind value limit } decision decidedBy decidedAt note edited requestedAt } } }`;
const APPROVE = `mutation($number: String!, $note: String) { approveOrder(number: $number, note: $note, language: EN) {
  status approval { decision note } } }`;
const REJECT = `mutation($number: String!, $reason: String!) { rejectOrder(number: $number, reason: $reason, language: EN) {
  status approval { decision note } } }`;
const OFF = {
  amountAbove: false,
  agentDiscountAboveCeiling: false,
  creditLimitExceeded: false,
  buyerWu: false,
};

const waitingOrder = () =>
  insertOrderWithLines(api.database.db, {
    client: 'C00001',
    placedBy: 'rossi',
    status: 'in_approvazione',
    lines: [{ code: 'AL000001', quantity: 6 }],
  });

describe('approval rules', () => {
  it('are set by management, with the threshold required at its argument', async () => {
    const missing = await post(SET_RULES, { input: { ...OFF, amountAbove: true } }, tokens.admin);
    expect(refusal(missing)).toEqual({ code: 'BAD_USER_INPUT', field: 'input.threshold' });
    const saved = await post(
      SET_RULES,
      { input: { ...OFF, amountAbove: true, threshold: 2500 } },
      tokens.admin,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data.setApprovalRules[0]).toMatchObject({
      kind: 'AMOUNT_ABOVE',
      enabled: true,
      threshold: 2500,
    });
    const read = await post(`{ approvalRules { kind enabled } }`, {}, tokens.admin);
    expect(read.data.approvalRules.map((r: { kind: string }) => r.kind)).toEqual([
      'AMOUNT_ABOVE',
      'AGENT_DISCOUNT_ABOVE_CEILING',
      'CREDIT_LIMIT_EXCEEDED',
      'BUYER_WU',
    ]);
    expect(refusal(await post(`{ approvalRules { kind } }`, {}, tokens.ufficio)).code).toBe('FORBIDDEN');
    await post(SET_RULES, { input: OFF }, tokens.admin);
  });
});

describe('deciding on waiting orders', () => {
  it('lists the queue with reasons, approves once and tells a late second approver', async () => {
    const { number } = await waitingOrder();
    const queue = await post(QUEUE, {}, tokens.ufficio);
    expect(queue.errors).toBeUndefined();
    const item = queue.data.approvalQueue.items.find(
      (i: { order: { number: string } }) => i.order.number === number,
    );
    expect(item).toMatchObject({
      canDecide: true,
      order: { status: 'WAITING_APPROVAL', client: { code: 'C00001' } },
    });
    expect(item.reasons[0].kind).toBe('AMOUNT_ABOVE');
    expect(refusal(await post(QUEUE, {}, tokens.moretti)).code).toBe('FORBIDDEN');

    const before = await post(ORDER, { number }, tokens.ufficio);
    expect(before.data.managedOrder.status).toBe('WAITING_APPROVAL');
    expect(before.data.managedOrder.nextSteps).toEqual(['EDIT_LINES', 'APPROVE', 'REJECT']);
    expect(before.data.managedOrder.approval).toMatchObject({ decision: null, edited: false });

    const approved = await post(APPROVE, { number, note: 'ok' }, tokens.ufficio);
    expect(approved.errors).toBeUndefined();
    expect(approved.data.approveOrder).toEqual({
      status: 'RECEIVED',
      approval: { decision: 'APPROVED', note: 'ok' },
    });
    const late = await post(REJECT, { number, reason: 'no' }, tokens.admin);
    expect(refusal(late).code).toBe('CONFLICT');
    expect(late.errors[0].message).toMatch(/already approved by/);
  });

  it('rejects with a reason the customer sees; a missing reason is refused at its argument', async () => {
    const { number } = await waitingOrder();
    const customer = `query($number: String!) { order(number: $number) { status rejectionReason } }`;
    expect((await post(customer, { number }, tokens.rossi)).data.order).toEqual({
      status: 'WAITING_APPROVAL',
      rejectionReason: null,
    });
    expect(refusal(await post(REJECT, { number, reason: '' }, tokens.ufficio))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'reason',
    });
    // The placer never decides: rossi (a customer) has no approval permission at all.
    expect(refusal(await post(REJECT, { number, reason: 'x' }, tokens.rossi)).code).toBe('FORBIDDEN');
    const rejected = await post(REJECT, { number, reason: 'Fuori budget' }, tokens.ufficio);
    expect(rejected.data.rejectOrder).toEqual({
      status: 'REJECTED',
      approval: { decision: 'REJECTED', note: 'Fuori budget' },
    });
    expect((await post(customer, { number }, tokens.rossi)).data.order).toEqual({
      status: 'REJECTED',
      rejectionReason: 'Fuori budget',
    });
  });
});
