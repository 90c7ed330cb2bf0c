/** TalentLMS's error body: `{ "error": { "type", "message" } }`, `api_error` for its own failures. */
export function talentlmsError(status: number, message: string) {
  return { error: { type: status >= 500 ? 'api_error' : 'invalid_request_error', message } };
}
