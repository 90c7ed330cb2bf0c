/**
 * Where our documented contract deliberately differs from the vendor's published API, by SDK
 * method. The suite checks that the SDK refuses our answer for this reason and no other: the
 * fields its validation names, or the status our server answers. The table shows the reason.
 */
export interface ContractDifferenceSpec {
  reason: string;
  /** The answer's fields the SDK's validation may name (and no other). */
  fields?: readonly string[];
  /** The status our server answers the SDK's request with (docs/concepts/errors.md envelope). */
  status?: number;
}

const organizationId: ContractDifferenceSpec = {
  reason: 'organization_id is a string in our contract (an organization id, `org_...`); the SDK expects a number',
  fields: ['organization_id'],
};

export const contractDifferences: Readonly<Record<string, ContractDifferenceSpec>> = {
  connectSessionsCreateConnectSession: organizationId,
  connectSessionsAuthenticateConnectSession: organizationId,
  mcpMCPPost: {
    reason:
      '/mcp follows the MCP Streamable HTTP transport (docs/concepts/mcp.md): a POST must accept both application/json and text/event-stream (else 406) and a request id is a string or a number; the SDK sends `Accept: application/json` and its message model takes only an object as id',
    status: 406,
  },
  mcpMCPGet: {
    reason:
      "/mcp follows the MCP Streamable HTTP transport (docs/concepts/mcp.md): the GET is the session's event stream and must accept text/event-stream (else 406); the SDK sends `Accept: application/json`",
    status: 406,
  },
};
