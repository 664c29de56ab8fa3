import * as contract from '@fulfil/rest-contract';
import type { ContractCall } from './contract-call.js';

/** Auto-assignment rules (docs/rest-contract.md, "Auto-assignment rules"), bound to one session's `call`. */
export const assignmentRulesCalls = (call: ContractCall) => ({
  /** A client's own rules without `storeId`, one store's with it; in sequence, with the list's version. */
  assignmentRules: (clientId: number, storeId?: number) =>
    call(contract.GetAssignmentRules, { querystring: { clientId, ...(storeId ? { storeId } : {}) } }),
  assignmentRule: (assignmentRuleId: number) =>
    call(contract.GetAssignmentRule, { params: { assignmentRuleId } }),
  createAssignmentRule: (body: contract.CreateAssignmentRuleBody) =>
    call(contract.CreateAssignmentRule, { body }),
  updateAssignmentRule: (body: contract.UpdateAssignmentRuleBody) =>
    call(contract.UpdateAssignmentRule, { body }),
  deleteAssignmentRule: (assignmentRuleId: number) =>
    call(contract.DeleteAssignmentRule, { body: { assignmentRuleId } }),
  moveAssignmentRule: (body: contract.MoveAssignmentRuleBody) => call(contract.MoveAssignmentRule, { body }),
});
