import type { ProviderHttpClient, TimeOffBalance } from '@openunified/connector-sdk';
import { employeePath } from './employee-reads.js';
import { toTimeOffBalance, toTimeOffPolicy } from './mappers/time-off.js';
import type { BambooHrAssignedTimeOffPolicy, BambooHrTimeOffBalance } from './provider-types.js';
import { fetchTimeOffPolicies, fetchTimeOffTypes } from './time-off-reads.js';

/**
 * An employee's balances: BambooHR's calculator (one balance per time off type, as of today)
 * beside the policies assigned to the employee and the account's policy and type catalogues, so
 * each balance names its policy. Four calls, made at once.
 */
export async function fetchTimeOffBalances(http: ProviderHttpClient, employeeId: string): Promise<TimeOffBalance[]> {
  const path = employeePath(employeeId);
  const [balances, assigned, policies, { timeOffTypes }] = await Promise.all([
    http.get<BambooHrTimeOffBalance[]>(`${path}/time_off/calculator`).then((response) => response.body ?? []),
    http.get<BambooHrAssignedTimeOffPolicy[]>(`${path}/time_off/policies`).then((response) => response.body ?? []),
    fetchTimeOffPolicies(http),
    fetchTimeOffTypes(http),
  ]);
  return balances.map((balance) => {
    const typeId = String(balance.timeOffType);
    const assignment = assigned.find((candidate) => String(candidate.timeOffTypeId) === typeId);
    const policy = assignment && policies.find((candidate) => String(candidate.id) === String(assignment.timeOffPolicyId));
    const type = timeOffTypes.find((candidate) => String(candidate.id) === typeId);
    return toTimeOffBalance(balance, { employeeId, assigned: assignment, policy: policy && toTimeOffPolicy(policy, type) });
  });
}
